import type { FastifyInstance } from 'fastify';
import { getUnitStayRules, putUnitStayRules } from '@hostdeck/contract/calendar/stay-rules.endpoints';
import { ifMatchOf, withETag } from '../../app/preconditions';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { getStayRules, putStayRules } from './stay-rules.service';

/** A unit's stay rules (and its seasons' overrides), versioned with the unit like its other settings. */
export function registerStayRuleRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getUnitStayRules, async ({ auth, params, reply }) =>
    withETag(reply, await getStayRules(db, auth.userId, params.id)),
  );
  registerEndpoint(app, putUnitStayRules, async ({ auth, params, body, request, reply }) =>
    withETag(reply, await putStayRules(db, auth.userId, params.id, body, ifMatchOf(request))),
  );
}
