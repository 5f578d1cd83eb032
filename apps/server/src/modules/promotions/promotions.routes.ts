import type { FastifyInstance } from 'fastify';
import {
  getPromotions,
  getPromotionsConfiguration,
  savePromotion,
} from '@hostdeck/contract/promotions/promotions.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as service from './promotions.service';

export function registerPromotionRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getPromotionsConfiguration, async ({ auth, params }) =>
    service.getPromotionsConfiguration(db, auth.userId, params.id),
  );
  registerEndpoint(app, getPromotions, async ({ auth, params }) =>
    service.listPromotions(db, auth.userId, params.id),
  );
  registerEndpoint(app, savePromotion, async ({ auth, params, body }) =>
    service.savePromotion(db, auth.userId, params.id, body),
  );
}
