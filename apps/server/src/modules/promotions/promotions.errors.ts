import { promotionErrorCodes } from '@hostdeck/contract/promotions/promotions.errors';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError } from '../../app/app-error';

export const promotionErrors = {
  discountNotOffered: (type: string, options: readonly number[]) =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors: [
        {
          field: 'state.discountPercent',
          message: `A ${type} promotion offers ${options.join(', ')} percent.`,
          code: promotionErrorCodes.discountNotOffered,
        },
      ],
    }),
};
