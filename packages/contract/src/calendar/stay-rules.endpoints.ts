import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { putUnitStayRulesBodySchema, unitStayRulesResponseSchema } from './stay-rules.schemas';

// GET and PUT api/app/property-unit/{id}/stay-rules
export const getUnitStayRules = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/stay-rules',
  access: 'host',
  shape: 'designed',
  summary: "A unit's stay rules and its seasons' overrides (ETag: the unit's version).",
  params: idParamsSchema,
  response: unitStayRulesResponseSchema,
  errors: [unitErrorCodes.notFound],
});

export const putUnitStayRules = defineEndpoint({
  method: 'PUT',
  path: '/api/app/property-unit/:id/stay-rules',
  access: 'host',
  shape: 'designed',
  summary:
    "Replace a unit's stay rules and the overrides of the seasons named (If-Match: the unit's version).",
  params: idParamsSchema,
  body: putUnitStayRulesBodySchema,
  response: unitStayRulesResponseSchema,
  errors: [unitErrorCodes.notFound],
});
