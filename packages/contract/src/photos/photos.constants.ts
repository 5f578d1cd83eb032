import {
  PHOTO_MAX_HEIGHT_PX,
  PHOTO_MAX_WIDTH_PX,
  PHOTO_MIME_TYPES,
  PHOTO_MIN_HEIGHT_PX,
  PHOTO_MIN_WIDTH_PX,
} from '../constants';
import type { PhotosConstraints } from '../properties/properties-configuration.schemas';

/**
 * Property photos: the numbers of constants.ts in the shape the properties
 * configuration serves (`propertyUnit.photosConstraints`), checked in the browser before upload
 * and again on the server from the decoded image.
 */
export const PHOTO_CONSTRAINTS: PhotosConstraints = {
  mimeTypes: [...PHOTO_MIME_TYPES],
  minWidth: PHOTO_MIN_WIDTH_PX,
  minHeight: PHOTO_MIN_HEIGHT_PX,
  maxWidth: PHOTO_MAX_WIDTH_PX,
  maxHeight: PHOTO_MAX_HEIGHT_PX,
};

/** One uploaded file may be at most this large; bigger uploads answer 413 `photos.tooLarge`. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** Width of the generated thumbnail (lists, the unit selector, the photo grid). */
export const PHOTO_THUMBNAIL_WIDTH = 480;

/** A unit holds at most this many photos. */
export const PHOTO_MAX_COUNT = 50;

/** Multipart field name of the uploaded file (one file per request, so each has its own progress bar). */
export const PHOTO_UPLOAD_FIELD = 'file';
