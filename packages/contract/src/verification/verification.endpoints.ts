import { defineEndpoint } from '../http/endpoint';
import { kycStartedAtSchema, kycStatusSchema } from './verification.schemas';

// KYC calls
export const getKycStartedAt = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/kyc/started-at',
  access: 'host',
  shape: 'designed',
  summary: 'When the host started identity verification (null if never).',
  response: kycStartedAtSchema,
});

export const setKycStartedAt = defineEndpoint({
  method: 'POST',
  path: '/api/app/user/kyc/set-start-at',
  access: 'host',
  shape: 'designed',
  summary: 'Record that verification started now (kept if already set).',
  response: kycStartedAtSchema,
});

export const getKycStatus = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/kyc/status',
  access: 'host',
  shape: 'designed',
  summary: 'Verification state, tier (the banner type) and onboarding-check status.',
  response: kycStatusSchema,
});
