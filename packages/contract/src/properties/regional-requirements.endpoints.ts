import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import {
  regionalRequirementsConfigurationSchema,
  regionalRequirementsSchema,
  updateRegionalRequirementsBodySchema,
} from './regional-requirements.schemas';

// spec §7 regional requirements of a unit
export const getRegionalRequirements = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/regional-requirements',
  access: 'host',
  shape: 'designed',
  summary: "A unit's answers to its region's legal requirements.",
  params: idParamsSchema,
  response: regionalRequirementsSchema,
});

export const updateRegionalRequirements = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/property-unit/:id/regional-requirements',
  access: 'host',
  shape: 'designed',
  summary: "Update a unit's regional requirements (isOwner as boolean or 'true'/'false').",
  params: idParamsSchema,
  body: updateRegionalRequirementsBodySchema,
  response: regionalRequirementsSchema,
});

export const getRegionalRequirementsConfiguration = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/regional-requirements/configuration',
  access: 'host',
  shape: 'designed',
  summary: "The fields and options of the unit's region.",
  params: idParamsSchema,
  response: regionalRequirementsConfigurationSchema,
});
