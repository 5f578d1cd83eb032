import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteUnitPhoto,
  getUnitPhotos,
  reorderUnitPhotos,
  setUnitPhotoCover,
  uploadUnitPhoto,
} from '@hostdeck/contract/photos/photos.endpoints';
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_FIELD } from '@hostdeck/contract/photos/photos.constants';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { photoErrors } from './photos.errors';
import {
  deletePhoto,
  listPhotos,
  reorderPhotos,
  setCoverPhoto,
  uploadPhoto,
  type PhotoDeps,
} from './photos.service';

// One file per request (the browser shows one progress bar per file); nothing else in the form.
const UPLOAD_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 100 };

/**
 * A body the multipart reader cannot follow (cut off before its closing boundary, a broken part
 * header) fails with a plain error that has no HTTP status: to the host it is a photo that did not
 * arrive, never a server failure. Errors with a status (the plugin's limits) keep theirs.
 */
function isUnreadableUpload(error: unknown): boolean {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode !== 'number';
}

/** Reads the one uploaded file into memory (bounded by PHOTO_MAX_BYTES); 413 past the limit. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: UPLOAD_LIMITS });
  } catch (error) {
    if (
      (error as { code?: string }).code === 'FST_PARTS_LIMIT' ||
      (error as { code?: string }).code === 'FST_FIELDS_LIMIT' ||
      isUnreadableUpload(error)
    ) {
      throw photoErrors.fileMissing();
    }
    throw error;
  }
  if (!part || part.fieldname !== PHOTO_UPLOAD_FIELD) throw photoErrors.fileMissing();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw photoErrors.tooLarge(PHOTO_MAX_BYTES);
    if (isUnreadableUpload(error)) throw photoErrors.fileMissing();
    throw error;
  }
}

export async function registerPhotoRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): Promise<void> {
  // Scoped to this module so only the upload row parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    const deps: PhotoDeps = {
      db,
      storage,
      warn: (message, error) => scope.log.warn({ err: error }, message),
    };

    registerEndpoint(scope, getUnitPhotos, async ({ auth, params }) =>
      listPhotos(deps, auth.userId, params.id),
    );

    registerEndpoint(scope, uploadUnitPhoto, async ({ auth, params, request }) =>
      uploadPhoto(deps, auth.userId, params.id, () => readUpload(request)),
    );

    registerEndpoint(scope, reorderUnitPhotos, async ({ auth, params, body }) =>
      reorderPhotos(deps, auth.userId, params.id, body.photoIds),
    );

    registerEndpoint(scope, setUnitPhotoCover, async ({ auth, params }) =>
      setCoverPhoto(deps, auth.userId, params.id, params.photoId),
    );

    registerEndpoint(scope, deleteUnitPhoto, async ({ auth, params }) =>
      deletePhoto(deps, auth.userId, params.id, params.photoId),
    );
  });
}
