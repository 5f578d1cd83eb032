import type { FastifyInstance } from 'fastify';
import { getPropertyList } from '@hostdeck/contract/properties/properties.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { listProperties } from './properties.service';

export function registerPropertyRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  registerEndpoint(app, getPropertyList, async ({ auth, query }) =>
    listProperties(db, storage, auth.userId, query),
  );
}
