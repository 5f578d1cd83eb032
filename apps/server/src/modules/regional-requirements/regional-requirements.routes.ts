import type { FastifyInstance } from 'fastify';
import {
  getRegionalRequirements,
  getRegionalRequirementsConfiguration,
  updateRegionalRequirements,
} from '@hostdeck/contract/properties/regional-requirements.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as service from './regional-requirements.service';

export function registerRegionalRequirementRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getRegionalRequirementsConfiguration, async ({ auth, params }) =>
    service.getRegionalRequirementsConfiguration(db, auth.userId, params.id),
  );
  registerEndpoint(app, getRegionalRequirements, async ({ auth, params }) =>
    service.getRegionalRequirements(db, auth.userId, params.id),
  );
  registerEndpoint(app, updateRegionalRequirements, async ({ auth, params, body }) =>
    service.updateRegionalRequirements(db, auth.userId, params.id, body),
  );
}
