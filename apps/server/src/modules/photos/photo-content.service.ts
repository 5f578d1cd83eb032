import sharp, { type Metadata } from 'sharp';
import type { PhotosConstraints } from '@hostdeck/contract/properties/properties-configuration.schemas';
import { PHOTO_THUMBNAIL_WIDTH } from '@hostdeck/contract/photos/photos.constants';
import { photoErrors } from './photos.errors';

/** What the decoder found, never what the file name or the browser claimed. */
export interface InspectedPhoto {
  mimeType: string;
  /** Extension the stored key gets, matching `mimeType` (FileStorage derives the content type from it). */
  extension: 'jpg' | 'png' | 'webp';
  /** As displayed, i.e. after the EXIF orientation is applied. */
  width: number;
  height: number;
}

const FORMATS: Record<string, { mimeType: string; extension: InspectedPhoto['extension'] }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
};

/**
 * Reads the image header with sharp and checks type and dimensions against the configuration.
 * A PNG named `.jpg` is judged a PNG; a text file named `.jpg` is refused.
 */
export async function inspectPhoto(data: Buffer, constraints: PhotosConstraints): Promise<InspectedPhoto> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so sharp's own pixel limit is lifted: with it, a header that
    // claims a giant image fails to open and would be refused as "not a photo" instead of as too
    // large. Nothing is decoded before the size checks below have passed.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw photoErrors.unsupportedType(constraints.mimeTypes);
  }
  const format = FORMATS[metadata.format];
  if (!format || !constraints.mimeTypes.includes(format.mimeType)) {
    throw photoErrors.unsupportedType(constraints.mimeTypes);
  }
  const { width, height } = metadata.autoOrient;
  if (width < constraints.minWidth || height < constraints.minHeight) {
    throw photoErrors.tooSmall(constraints.minWidth, constraints.minHeight, width, height);
  }
  if (width > constraints.maxWidth || height > constraints.maxHeight) {
    throw photoErrors.tooBig(constraints.maxWidth, constraints.maxHeight, width, height);
  }
  return { ...format, width, height };
}

/**
 * A WebP rendition {@link PHOTO_THUMBNAIL_WIDTH} pixels wide, upright. Decoding the whole image
 * here also catches a file whose header is fine but whose body is broken.
 */
export async function makeThumbnail(data: Buffer, constraints: PhotosConstraints): Promise<Buffer> {
  try {
    // The decoder refuses anything larger than the dimensions inspectPhoto let through.
    return await sharp(data, { limitInputPixels: constraints.maxWidth * constraints.maxHeight })
      .autoOrient()
      .resize({ width: PHOTO_THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw photoErrors.unsupportedType(constraints.mimeTypes);
  }
}
