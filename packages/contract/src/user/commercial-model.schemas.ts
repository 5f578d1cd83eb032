import { z } from 'zod';
import { isVariantOfModel } from './commercial-model.rules';
import { commercialModelSchema, commercialModelVariantSchema } from './user.schemas';

/** PUT /api/app/user/commercial-model (designed): the listing's commission-model and commercial-model steps. */
export const updateCommercialModelBodySchema = z
  .object({ commercialModel: commercialModelSchema, commercialModelVariant: commercialModelVariantSchema })
  .strict()
  .refine((body) => isVariantOfModel(body.commercialModel, body.commercialModelVariant), {
    path: ['commercialModelVariant'],
    message: 'The variant does not belong to this commercial model',
  });
export type UpdateCommercialModelBody = z.infer<typeof updateCommercialModelBodySchema>;
