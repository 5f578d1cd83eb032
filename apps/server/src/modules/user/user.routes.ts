import type { FastifyInstance } from 'fastify';
import {
  getUserInfo,
  getUserInteractions,
  putUserInteraction,
  updateCommercialModel,
  updateUserInfo,
} from '@hostdeck/contract/user/user.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as userService from './user.service';

export function registerUserRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getUserInfo, async ({ auth }) => userService.getUserInfo(db, auth));
  registerEndpoint(app, updateUserInfo, async ({ auth, body }) => userService.updateUserInfo(db, auth, body));
  registerEndpoint(app, getUserInteractions, async ({ auth }) => userService.getUserInteractions(db, auth));
  registerEndpoint(app, putUserInteraction, async ({ auth, body }) =>
    userService.putUserInteractions(db, auth, body),
  );
  registerEndpoint(app, updateCommercialModel, async ({ auth, body }) =>
    userService.updateCommercialModel(db, auth, body),
  );
}
