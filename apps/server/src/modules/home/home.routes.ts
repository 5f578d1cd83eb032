import type { FastifyInstance } from 'fastify';
import { getHomeOverview } from '@hostdeck/contract/home/home.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as homeService from './home.service';

export function registerHomeRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getHomeOverview, async ({ auth }) => homeService.getHomeOverview(db, auth.userId));
}
