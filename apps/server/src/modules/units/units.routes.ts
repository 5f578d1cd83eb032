import type { FastifyInstance } from 'fastify';
import { getListingProgress, putListingProgress } from '@hostdeck/contract/listing/listing.endpoints';
import {
  changeBookingPreference,
  deletePropertyUnit,
  getPropertyUnit,
  postCalendarAction,
  publishPropertyUnit,
  unpublishPropertyUnit,
  updatePropertyUnit,
} from '@hostdeck/contract/properties/property-units.endpoints';
import { ifMatchOf, withETag } from '../../app/preconditions';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import * as service from './units.service';

/** The unit calls (read, update, publish, unpublish, delete, ...) and listing progress. */
export function registerUnitRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  const context = { db, storage };
  registerEndpoint(app, getPropertyUnit, async ({ auth, params, reply }) =>
    withETag(reply, await service.getUnit(context, auth.userId, params.id)),
  );
  registerEndpoint(app, updatePropertyUnit, async ({ auth, params, body, request, reply }) =>
    withETag(reply, await service.updateUnit(context, auth.userId, params.id, body, ifMatchOf(request))),
  );
  registerEndpoint(app, publishPropertyUnit, ({ auth, params }) =>
    service.publishUnit(context, auth, params.id),
  );
  registerEndpoint(app, unpublishPropertyUnit, ({ auth, params }) =>
    service.unpublishUnit(context, auth, params.id),
  );
  registerEndpoint(app, deletePropertyUnit, async ({ auth, params }) => {
    await service.deleteUnit(context, auth.userId, params.id);
    return null;
  });
  registerEndpoint(app, postCalendarAction, ({ auth, params, body }) =>
    service.setCalendarStatus(context, auth.userId, params.id, body),
  );
  registerEndpoint(app, changeBookingPreference, ({ auth, body }) =>
    service.changeBookingPreference(db, auth.userId, body),
  );
  registerEndpoint(app, getListingProgress, ({ auth, params }) =>
    service.getUnitListingProgress(db, auth.userId, params.id),
  );
  registerEndpoint(app, putListingProgress, ({ auth, params, body }) =>
    service.putUnitListingProgress(db, auth.userId, params.id, body.completedSteps),
  );
}
