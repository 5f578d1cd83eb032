import type { FastifyInstance } from 'fastify';
import { getPublicListing } from '@hostdeck/contract/public-listing/public-listing.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import * as service from './public-listing.service';

export function registerPublicListingRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  registerEndpoint(app, getPublicListing, async ({ params }) =>
    service.getPublicListing(db, storage, params.unitPublicId),
  );
}
