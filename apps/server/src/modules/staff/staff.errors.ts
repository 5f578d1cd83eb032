import { staffErrorCodes } from '@hostdeck/contract/staff/staff.errors';
import { AppError } from '../../app/app-error';

export const staffErrors = {
  impersonationRequired: () =>
    new AppError({
      code: staffErrorCodes.impersonationRequired,
      statusCode: 403,
      message: 'Staff accounts hold no host data: start impersonating a host first.',
    }),
  hostNotFound: () =>
    new AppError({
      code: staffErrorCodes.hostNotFound,
      statusCode: 404,
      message: 'No host with this id.',
      fieldErrors: [
        { field: 'hostId', message: 'No host with this id.', code: staffErrorCodes.hostNotFound },
      ],
    }),
};
