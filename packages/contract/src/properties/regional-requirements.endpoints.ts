import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import {
  regionalRequirementsConfigurationSchema,
  regionalRequirementsSchema,
  updateRegionalRequirementsBodySchema,
} from './regional-requirements.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { regionalRequirementErrorCodes } from '../regional-requirements/regional-requirements.errors';

// Regional requirements of a unit
export const getRegionalRequirements = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/regional-requirements',
  access: 'host',
  shape: 'designed',
  summary: "A unit's answers to its region's legal requirements.",
  params: idParamsSchema,
  response: regionalRequirementsSchema,
  errors: [unitErrorCodes.notFound],
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
  errors: [
    unitErrorCodes.notFound,
    regionalRequirementErrorCodes.unknownField,
    regionalRequirementErrorCodes.required,
    regionalRequirementErrorCodes.invalidFormat,
  ],
});

export const getRegionalRequirementsConfiguration = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/regional-requirements/configuration',
  access: 'host',
  shape: 'designed',
  summary: "The fields and options of the unit's region.",
  params: idParamsSchema,
  response: regionalRequirementsConfigurationSchema,
  errors: [unitErrorCodes.notFound],
});
