import { AppError } from '../../app/app-error';

export const userErrorCodes = {
  notFound: 'user.notFound',
} as const;

export const userErrors = {
  /** The token's user vanished between authentication and the call (deleted meanwhile). */
  notFound: () =>
    new AppError({ code: userErrorCodes.notFound, statusCode: 404, message: 'The user does not exist.' }),
};
