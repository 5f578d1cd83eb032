import { userErrorCodes } from '@hostdeck/contract/user/user.errors';
import { AppError } from '../../app/app-error';

export const userErrors = {
  /** The token's user vanished between authentication and the call (deleted meanwhile). */
  notFound: () =>
    new AppError({ code: userErrorCodes.notFound, statusCode: 404, message: 'The user does not exist.' }),
  /** After onboarding the model is changed in account settings (a contract change), not in the listing flow. */
  commercialModelLocked: () =>
    new AppError({
      code: userErrorCodes.commercialModelLocked,
      statusCode: 409,
      message: 'The commercial model can only be chosen during onboarding; change it in account settings.',
    }),
};
