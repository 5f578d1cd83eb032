import type { FastifyInstance } from 'fastify';
import {
  getBusinessDetails,
  getIndividualDetails,
  getOnboardingConfiguration,
  initOnboarding,
  saveBusinessDetails,
  saveIndividualDetails,
} from '@hostdeck/contract/onboarding/onboarding.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as service from './onboarding.service';

/** The onboarding calls. Bank accounts and document upload belong to the verification issue (501). */
export function registerOnboardingRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, initOnboarding, async ({ auth }) => service.initOnboarding(db, auth));
  registerEndpoint(app, getIndividualDetails, async ({ auth }) =>
    service.getIndividualDetails(db, auth.userId),
  );
  registerEndpoint(app, saveIndividualDetails, async ({ auth, body }) =>
    service.saveIndividualDetails(db, auth.userId, body),
  );
  registerEndpoint(app, getBusinessDetails, async ({ auth }) => service.getBusinessDetails(db, auth.userId));
  registerEndpoint(app, saveBusinessDetails, async ({ auth, body }) =>
    service.saveBusinessDetails(db, auth.userId, body),
  );
  registerEndpoint(app, getOnboardingConfiguration, async ({ auth }) =>
    service.getOnboardingConfiguration(db, auth.userId),
  );
}
