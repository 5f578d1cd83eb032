import type { ErrorCode } from '@hostdeck/contract/error-codes';
import { photoErrorCodes } from '@hostdeck/contract/photos/photos.errors';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { PHOTO_UPLOAD_FIELD } from '@hostdeck/contract/photos/photos.constants';
import { AppError, notFoundError } from '../../app/app-error';

/** A 400 whose one field error sits on the upload's `file` field, as the form shows it. */
const fileError = (code: ErrorCode, message: string) =>
  new AppError({
    code,
    statusCode: 400,
    message,
    fieldErrors: [{ field: PHOTO_UPLOAD_FIELD, message, code }],
  });

const mebibytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const photoErrors = {
  notFound: () => notFoundError('The photo does not exist.', photoErrorCodes.notFound),
  tooLarge: (maxBytes: number) =>
    new AppError({
      code: photoErrorCodes.tooLarge,
      statusCode: 413,
      message: `The photo is larger than ${mebibytes(maxBytes)}. Please upload a smaller file.`,
      fieldErrors: [
        {
          field: PHOTO_UPLOAD_FIELD,
          message: `At most ${mebibytes(maxBytes)}.`,
          code: photoErrorCodes.tooLarge,
        },
      ],
    }),
  unsupportedType: (allowed: readonly string[]) =>
    fileError(
      photoErrorCodes.unsupportedType,
      `The file is not a photo we accept. Allowed types: ${allowed.join(', ')}.`,
    ),
  tooSmall: (minWidth: number, minHeight: number, width: number, height: number) =>
    fileError(
      photoErrorCodes.tooSmall,
      `The photo is ${width}×${height} pixels; it must be at least ${minWidth}×${minHeight}.`,
    ),
  tooBig: (maxWidth: number, maxHeight: number, width: number, height: number) =>
    fileError(
      photoErrorCodes.tooBig,
      `The photo is ${width}×${height} pixels; it may be at most ${maxWidth}×${maxHeight}.`,
    ),
  fileMissing: () =>
    fileError(photoErrorCodes.fileMissing, `Send the photo in the multipart field "${PHOTO_UPLOAD_FIELD}".`),
  orderMismatch: () =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors: [
        {
          field: 'photoIds',
          message: 'List every photo of the unit exactly once.',
          code: photoErrorCodes.orderMismatch,
        },
      ],
    }),
  limitReached: (max: number) =>
    new AppError({
      code: photoErrorCodes.limitReached,
      statusCode: 409,
      message: `A unit holds at most ${max} photos. Delete one before adding another.`,
    }),
};
