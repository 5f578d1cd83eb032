import { randomUUID } from 'node:crypto';
import type { Photo, PhotoList } from '@hostdeck/contract/photos/photos.schemas';
import { PHOTO_CONSTRAINTS, PHOTO_MAX_COUNT } from '@hostdeck/contract/photos/photos.constants';
import type { Database } from '../../db/client';
import type { PhotoRow } from '../../db/schema/properties.table';
import type { FileStorage } from '../../storage/file-storage';
import { findLiveUnit } from '../units/units.repository';
import { unitErrors } from '../units/units.errors';
import { inspectPhoto, makeThumbnail } from './photo-content.service';
import { photoErrors } from './photos.errors';
import {
  deletePhotoRow,
  findPhotosByUnit,
  insertPhoto,
  withUnitPhotosLocked,
  writeOrder,
} from './photos.repository';

export interface PhotoDeps {
  db: Database;
  storage: FileStorage;
  /** Logs clean-up failures that must not fail the call (a file left behind is harmless). */
  warn: (message: string, error: unknown) => void;
}

// Photo ids are uuids; anything else cannot match a row and must not reach a uuid column.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPhoto(row: PhotoRow, storage: FileStorage): Photo {
  return {
    id: row.id,
    url: storage.url(row.storageKey),
    thumbnailUrl: storage.url(row.thumbnailKey ?? row.storageKey),
    width: row.width,
    height: row.height,
    mimeType: row.mime,
    sizeBytes: row.sizeBytes,
    position: row.position,
    isCover: row.isCover,
  };
}

const toList = (rows: readonly PhotoRow[], storage: FileStorage): PhotoList => ({
  items: rows.map((row) => toPhoto(row, storage)),
});

/** The host's live unit or the same 404 for another host's, a deleted or an unknown one. */
async function requireUnit(db: Database, hostId: string, unitPublicId: string) {
  const found = await findLiveUnit(db, hostId, unitPublicId);
  if (!found) throw unitErrors.notFound();
  return found.unit;
}

export async function listPhotos(deps: PhotoDeps, hostId: string, unitPublicId: string): Promise<PhotoList> {
  const unit = await requireUnit(deps.db, hostId, unitPublicId);
  return toList(await findPhotosByUnit(deps.db, unit.id), deps.storage);
}

/**
 * Checks the decoded content (type, dimensions), stores the original and a thumbnail under
 * `units/<unitPublicId>/<photo id>...` and appends the photo; the unit's first photo is its cover.
 * Keys are never reused, so the files can be cached forever.
 */
export async function uploadPhoto(
  deps: PhotoDeps,
  hostId: string,
  unitPublicId: string,
  readData: () => Promise<Buffer>,
): Promise<Photo> {
  const unit = await requireUnit(deps.db, hostId, unitPublicId);
  // Read only once the unit is known to be the host's: no one may make us buffer 15 MB for a 404.
  const data = await readData();
  const inspected = await inspectPhoto(data, PHOTO_CONSTRAINTS);
  const thumbnail = await makeThumbnail(data, PHOTO_CONSTRAINTS);

  const id = randomUUID();
  const storageKey = `units/${unit.publicId}/${id}.${inspected.extension}`;
  const thumbnailKey = `units/${unit.publicId}/${id}-thumb.webp`;
  await deps.storage.put(storageKey, data, inspected.mimeType);
  await deps.storage.put(thumbnailKey, thumbnail, 'image/webp');

  try {
    const row = await withUnitPhotosLocked(deps.db, unit.id, async (tx, current) => {
      if (current.length >= PHOTO_MAX_COUNT) throw photoErrors.limitReached(PHOTO_MAX_COUNT);
      return insertPhoto(tx, {
        id,
        unitId: unit.id,
        storageKey,
        thumbnailKey,
        width: inspected.width,
        height: inspected.height,
        mime: inspected.mimeType,
        sizeBytes: data.length,
        position: current.length === 0 ? 0 : Math.max(...current.map((photo) => photo.position)) + 1,
        isCover: current.length === 0,
      });
    });
    return toPhoto(row, deps.storage);
  } catch (error) {
    await removeFiles(deps, [storageKey, thumbnailKey]);
    throw error;
  }
}

/** `photoIds` must name every photo of the unit once; the first becomes the cover. */
export async function reorderPhotos(
  deps: PhotoDeps,
  hostId: string,
  unitPublicId: string,
  photoIds: readonly string[],
): Promise<PhotoList> {
  const unit = await requireUnit(deps.db, hostId, unitPublicId);
  await withUnitPhotosLocked(deps.db, unit.id, async (tx, current) => {
    const known = new Set(current.map((photo) => photo.id));
    const given = new Set(photoIds);
    const sameSet =
      given.size === photoIds.length &&
      photoIds.length === current.length &&
      photoIds.every((photoId) => known.has(photoId));
    if (!sameSet) throw photoErrors.orderMismatch();
    await writeOrder(tx, photoIds);
  });
  return toList(await findPhotosByUnit(deps.db, unit.id), deps.storage);
}

/** The cover is the first photo: making one the cover moves it to the front, the rest keep their order. */
export async function setCoverPhoto(
  deps: PhotoDeps,
  hostId: string,
  unitPublicId: string,
  photoId: string,
): Promise<PhotoList> {
  const unit = await requireUnit(deps.db, hostId, unitPublicId);
  if (!UUID.test(photoId)) throw photoErrors.notFound();
  await withUnitPhotosLocked(deps.db, unit.id, async (tx, current) => {
    if (!current.some((photo) => photo.id === photoId)) throw photoErrors.notFound();
    await writeOrder(tx, [photoId, ...current.map((photo) => photo.id).filter((other) => other !== photoId)]);
  });
  return toList(await findPhotosByUnit(deps.db, unit.id), deps.storage);
}

/** Deletes the row, closes the gap in positions (the next photo becomes cover if needed), then the files. */
export async function deletePhoto(
  deps: PhotoDeps,
  hostId: string,
  unitPublicId: string,
  photoId: string,
): Promise<PhotoList> {
  const unit = await requireUnit(deps.db, hostId, unitPublicId);
  if (!UUID.test(photoId)) throw photoErrors.notFound();
  const removed = await withUnitPhotosLocked(deps.db, unit.id, async (tx, current) => {
    const photo = current.find((candidate) => candidate.id === photoId);
    if (!photo) throw photoErrors.notFound();
    await deletePhotoRow(tx, photo.id);
    await writeOrder(
      tx,
      current.filter((candidate) => candidate.id !== photo.id).map((candidate) => candidate.id),
    );
    return photo;
  });
  await removeFiles(deps, [removed.storageKey, removed.thumbnailKey]);
  return toList(await findPhotosByUnit(deps.db, unit.id), deps.storage);
}

async function removeFiles(deps: PhotoDeps, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.warn(`Could not delete photo file ${key}`, error);
    }
  }
}
