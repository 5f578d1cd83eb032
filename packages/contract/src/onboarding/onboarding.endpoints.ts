import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { userInfoSchema } from '../user/user.schemas';
import {
  bankAccountsSchema,
  businessDetailsSchema,
  documentUploadFieldsSchema,
  individualDetailsSchema,
  onboardingConfigurationSchema,
  onboardingDocumentSchema,
} from './onboarding.schemas';
import { userErrorCodes } from '../user/user.errors';

// The onboarding calls keep their established verb-style paths (getIndividualDetails, saveBankAccounts...).
const base = '/api/app/user/onboarding';

export const getIndividualDetails = defineEndpoint({
  method: 'GET',
  path: `${base}/getIndividualDetails`,
  access: 'host',
  shape: 'designed',
  summary: 'The individual host details collected during onboarding (null until saved).',
  response: individualDetailsSchema.nullable(),
});

export const saveIndividualDetails = defineEndpoint({
  method: 'POST',
  path: `${base}/saveIndividualDetails`,
  access: 'host',
  shape: 'designed',
  summary: 'Save the individual host details.',
  body: individualDetailsSchema,
  response: individualDetailsSchema,
});

export const getBusinessDetails = defineEndpoint({
  method: 'GET',
  path: `${base}/getBusinessDetails`,
  access: 'host',
  shape: 'designed',
  summary: 'The company details collected during onboarding (null until saved).',
  response: businessDetailsSchema.nullable(),
});

export const saveBusinessDetails = defineEndpoint({
  method: 'POST',
  path: `${base}/saveBusinessDetails`,
  access: 'host',
  shape: 'designed',
  summary: 'Save the company details.',
  body: businessDetailsSchema,
  response: businessDetailsSchema,
});

export const getBankAccounts = defineEndpoint({
  method: 'GET',
  path: `${base}/getBankAccounts`,
  access: 'host',
  shape: 'designed',
  summary: 'Payout bank accounts.',
  response: bankAccountsSchema,
});

export const saveBankAccounts = defineEndpoint({
  method: 'POST',
  path: `${base}/saveBankAccounts`,
  access: 'host',
  shape: 'designed',
  summary: 'Replace the payout bank accounts.',
  body: bankAccountsSchema,
  response: bankAccountsSchema,
});

export const uploadOnboardingDocuments = defineEndpoint({
  method: 'POST',
  path: `${base}/documentUpload`,
  access: 'host',
  shape: 'designed',
  summary: 'Upload identity or company documents (multipart, indexed arrays).',
  requestType: 'multipart',
  body: documentUploadFieldsSchema,
  response: z.object({ documents: z.array(onboardingDocumentSchema) }),
  successStatus: 201,
});

export const getOnboardingConfiguration = defineEndpoint({
  method: 'GET',
  path: `${base}/getConfiguration`,
  access: 'host',
  shape: 'designed',
  summary: 'Verification tier and status, countries, document types and uploaded documents.',
  response: onboardingConfigurationSchema,
  errors: [userErrorCodes.notFound],
});

export const initOnboarding = defineEndpoint({
  method: 'POST',
  path: '/api/app/user/init-onboarding',
  access: 'host',
  shape: 'designed',
  summary: 'Start onboarding for a new host (body not shown in the spec: none); answers the user info.',
  response: userInfoSchema,
  errors: [userErrorCodes.notFound],
});
