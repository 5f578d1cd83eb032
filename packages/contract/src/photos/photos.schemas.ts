import { z } from 'zod';
import { PHOTO_MAX_COUNT } from './photos.constants';

// Unit photos (the unit's photos sub-page). The calls and their shapes are of our own design.
export const photoSchema = z.object({
  id: z.string(),
  /** The original file, served from /files (immutable: a photo's key never changes). */
  url: z.string(),
  /** A 480-px-wide rendition for grids and lists. */
  thumbnailUrl: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  mimeType: z.string(),
  sizeBytes: z.number().int().min(0),
  position: z.number().int().min(0),
  isCover: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

/** Every photo of a unit, by position. */
export const photoListSchema = z.object({ items: z.array(photoSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

export const photoParamsSchema = z.object({
  id: z.string().min(1).max(128),
  photoId: z.string().min(1).max(128),
});

/** PUT .../photos/order: every photo id of the unit, in the new order. */
export const reorderPhotosBodySchema = z
  .object({ photoIds: z.array(z.string().min(1).max(128)).min(1).max(PHOTO_MAX_COUNT) })
  .strict();
export type ReorderPhotosBody = z.infer<typeof reorderPhotosBodySchema>;
