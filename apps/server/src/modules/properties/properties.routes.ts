import type { FastifyInstance } from 'fastify';
import {
  createProperty,
  createPropertyUnit,
  deleteProperty,
  getProperties,
  getPropertiesConfiguration,
  getProperty,
  getPropertyList,
  getPropertyUnits,
  savePropertyLocation,
  setPropertyPlace,
  updateProperty,
} from '@hostdeck/contract/properties/properties.endpoints';
import { getUnitSelectorList } from '@hostdeck/contract/properties/property-units.endpoints';
import { ifMatchOf, withETag } from '../../app/preconditions';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { propertiesConfiguration } from './properties-configuration';
import * as service from './properties.service';
import { setPropertyPlace as storePlace } from './property-place.service';
import { listUnitSelector } from './unit-selector.service';

/** The property calls: lists, one property, create, update, delete, location and configuration. */
export function registerPropertyRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  const context = { db, storage };
  registerEndpoint(app, getPropertyList, ({ auth, query }) =>
    service.listProperties(context, auth.userId, query),
  );
  registerEndpoint(app, getProperties, ({ auth, query }) =>
    service.listPropertyEntities(db, auth.userId, query),
  );
  registerEndpoint(app, getProperty, async ({ auth, params, reply }) =>
    withETag(reply, await service.getProperty(db, auth.userId, params.id)),
  );
  registerEndpoint(app, createProperty, ({ auth, body }) =>
    service.createProperty(context, auth.userId, body),
  );
  registerEndpoint(app, updateProperty, async ({ auth, params, body, request, reply }) =>
    withETag(reply, await service.updateProperty(db, auth.userId, params.id, body, ifMatchOf(request))),
  );
  registerEndpoint(app, deleteProperty, async ({ auth, params }) => {
    await service.deleteProperty(db, auth.userId, params.id);
    return null;
  });
  registerEndpoint(app, savePropertyLocation, async ({ auth, params, body, request, reply }) =>
    withETag(
      reply,
      await service.saveLocation(db, auth.userId, params.id, params.action, body, ifMatchOf(request)),
    ),
  );
  registerEndpoint(app, setPropertyPlace, async ({ auth, params, body, reply }) =>
    withETag(reply, await storePlace(db, auth.userId, params.id, body)),
  );
  registerEndpoint(app, getPropertiesConfiguration, async ({ query }) => propertiesConfiguration(query.hl));
  registerEndpoint(app, getPropertyUnits, ({ auth, params, query }) =>
    service.listUnitsOfProperty(context, auth.userId, params.propertyId, query),
  );
  registerEndpoint(app, createPropertyUnit, ({ auth, params }) =>
    service.createUnit(context, auth.userId, params.id),
  );
  registerEndpoint(app, getUnitSelectorList, ({ auth, query }) => listUnitSelector(db, auth.userId, query));
}
