import type { PhotosConstraints } from '@hostdeck/contract/properties/properties-configuration.schemas';

// Property photos: type and dimensions from the configuration, checked before upload
// (the server checks again from the real content).

export interface ImageSize {
  width: number;
  height: number;
}

export type PhotoCheck =
  | { ok: true; size: ImageSize }
  | { ok: false; reason: 'wrongType' | 'unreadable' }
  | { ok: false; reason: 'tooSmall' | 'tooLarge'; size: ImageSize };

/** Reads an image's pixel size in the browser (createImageBitmap, or an Image where it is missing). */
export async function readImageSize(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('unreadable image'));
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function checkPhoto(
  file: File,
  constraints: PhotosConstraints,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<PhotoCheck> {
  if (!constraints.mimeTypes.includes(file.type)) return { ok: false, reason: 'wrongType' };
  let size: ImageSize;
  try {
    size = await readSize(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (size.width < constraints.minWidth || size.height < constraints.minHeight) {
    return { ok: false, reason: 'tooSmall', size };
  }
  if (size.width > constraints.maxWidth || size.height > constraints.maxHeight) {
    return { ok: false, reason: 'tooLarge', size };
  }
  return { ok: true, size };
}

/** The order after moving one photo by one place (keyboard buttons) or to another's place (drag). */
export function movePhoto<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
