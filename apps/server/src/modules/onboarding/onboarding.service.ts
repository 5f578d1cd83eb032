import { ELIGIBLE_COUNTRIES } from '@hostdeck/contract/onboarding/eligibility.rules';
import type {
  BusinessDetails,
  IndividualDetails,
  OnboardingConfiguration,
  OnboardingDocumentType,
} from '@hostdeck/contract/onboarding/onboarding.schemas';
import type { UserInfo, UserType } from '@hostdeck/contract/user/user.schemas';
import type { AuthContext } from '../../app/auth.plugin';
import type { Database } from '../../db/client';
import { findUserById, updateUser } from '../user/user.repository';
import { userErrors } from '../user/user.errors';
import { getUserInfo } from '../user/user.service';
import {
  ensureOnboardingRow,
  findOnboarding,
  setOnboardingStatus,
  upsertOnboarding,
} from './onboarding.repository';

/** Largest identity or company document we accept (10 MB, as the upload's form tells the host). */
export const MAX_ONBOARDING_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * Which documents each verification tier asks for: a person proves identity (ID card both sides or a
 * passport), address and payout account; a company adds its registration extract, and its
 * representative proves their identity the same way.
 */
const DOCUMENT_TYPES: Record<OnboardingConfiguration['verificationTier'], OnboardingDocumentType[]> = {
  Individual: ['id_front', 'id_back', 'passport', 'proof_of_address', 'bank_statement'],
  Business: ['company_registration', 'id_front', 'id_back', 'passport', 'proof_of_address', 'bank_statement'],
};

export function verificationTierOf(type: UserType): OnboardingConfiguration['verificationTier'] {
  return type === 'company' ? 'Business' : 'Individual';
}

/**
 * POST /api/app/user/init-onboarding: idempotent. A host not yet finished is (again) in_progress and
 * gets its start recorded once; a finished host stays finished (onboarding does not restart).
 */
export async function initOnboarding(db: Database, auth: AuthContext): Promise<UserInfo> {
  const host = await findUserById(db, auth.userId);
  if (!host) throw userErrors.notFound();
  if (host.onboardingStatus !== 'finished') {
    await ensureOnboardingRow(db, host.id);
    if (host.onboardingStatus !== 'in_progress') await setOnboardingStatus(db, host.id, 'in_progress');
  }
  return getUserInfo(db, auth);
}

/**
 * The first publish of an onboarding host ends its onboarding. Called by the units module
 * inside its publish transaction, hence the `db` it is given.
 */
export async function finishOnboarding(db: Database, userId: string): Promise<void> {
  await setOnboardingStatus(db, userId, 'finished');
  await upsertOnboarding(db, userId, { finishedAt: new Date() });
}

export async function getIndividualDetails(db: Database, hostId: string): Promise<IndividualDetails | null> {
  return (await findOnboarding(db, hostId))?.individualDetails ?? null;
}

/** Stores the details and copies the name onto the user, so the display name follows what was entered. */
export async function saveIndividualDetails(
  db: Database,
  hostId: string,
  details: IndividualDetails,
): Promise<IndividualDetails> {
  const row = await upsertOnboarding(db, hostId, { individualDetails: details });
  await updateUser(db, hostId, { firstName: details.firstName, lastName: details.lastName });
  return row.individualDetails ?? details;
}

export async function getBusinessDetails(db: Database, hostId: string): Promise<BusinessDetails | null> {
  return (await findOnboarding(db, hostId))?.businessDetails ?? null;
}

/** Stores the company details; the legal name becomes the account's company name (its display name). */
export async function saveBusinessDetails(
  db: Database,
  hostId: string,
  details: BusinessDetails,
): Promise<BusinessDetails> {
  const row = await upsertOnboarding(db, hostId, { businessDetails: details });
  await updateUser(db, hostId, { companyName: details.legalBusinessName });
  return row.businessDetails ?? details;
}

/**
 * The verification set-up of the host. Documents cannot be uploaded yet (documentUpload stays 501
 * until the verification issue), so the list is empty and the status is 'new'.
 */
export async function getOnboardingConfiguration(
  db: Database,
  hostId: string,
): Promise<OnboardingConfiguration> {
  const host = await findUserById(db, hostId);
  if (!host) throw userErrors.notFound();
  const verificationTier = verificationTierOf(host.type);
  const documents: OnboardingConfiguration['documents'] = [];
  return {
    verificationTier,
    verificationStatus: documents.length === 0 ? 'new' : 'awaiting_data',
    countries: [...ELIGIBLE_COUNTRIES],
    documentTypes: DOCUMENT_TYPES[verificationTier],
    maxDocumentBytes: MAX_ONBOARDING_DOCUMENT_BYTES,
    documents,
  };
}
