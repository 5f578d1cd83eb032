import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import {
  promotionSchema,
  promotionsConfigurationSchema,
  savePromotionBodySchema,
} from './promotions.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { promotionErrorCodes } from './promotions.errors';

// Promotions of a unit
export const getPromotionsConfiguration = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/promotions/configuration',
  access: 'host',
  shape: 'designed',
  summary: 'Promotion types a unit may run and their discount options.',
  params: idParamsSchema,
  response: promotionsConfigurationSchema,
  errors: [unitErrorCodes.notFound],
});

export const getPromotions = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/promotions',
  access: 'host',
  shape: 'designed',
  summary: "A unit's promotions.",
  params: idParamsSchema,
  response: z.object({ items: z.array(promotionSchema) }),
  errors: [unitErrorCodes.notFound],
});

export const savePromotion = defineEndpoint({
  method: 'POST',
  path: '/api/app/property-unit/:id/promotion',
  access: 'host',
  shape: 'spec',
  summary: 'Create or update one promotion of a unit (body type and state).',
  params: idParamsSchema,
  body: savePromotionBodySchema,
  response: promotionSchema,
  errors: [unitErrorCodes.notFound, promotionErrorCodes.discountNotOffered],
});
