import type { UpdateCommercialModelBody } from '@hostdeck/contract/user/commercial-model.schemas';
import type {
  PutUserInteractionBody,
  UpdateUserInfoBody,
  UserInfo,
  UserInteraction,
} from '@hostdeck/contract/user/user.schemas';
import { normalisePhoneNumber } from '@hostdeck/contract/user/user.rules';
import type { AuthContext } from '../../app/auth.plugin';
import type { Database } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import type { UserRow } from '../../db/schema/users.table';
import { listUserInteractions, upsertUserInteractions } from './user-interactions.repository';
import { userErrors } from './user.errors';
import { findUserById, updateUser } from './user.repository';

function toUserInfo(row: UserRow, auth: AuthContext): UserInfo {
  return {
    userId: row.id,
    role: row.role,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    alias: row.alias,
    email: row.email,
    locale: row.locale,
    status: row.status,
    onboardingStatus: row.onboardingStatus,
    accountSource: row.accountSource,
    sessionId: auth.sessionId,
    commercialModel: row.commercialModel,
    commercialModelVariant: row.commercialModelVariant,
    isImpersonating: auth.isImpersonating,
    kycInitiated: row.kycInitiated,
    imageUrls: row.imageUrls,
    isCoinSubscriptionEnabled: row.isCoinSubscriptionEnabled,
    appFeatures: row.appFeatures,
    aboutHost: row.aboutHost,
    hostLanguages: row.hostLanguages,
    sendInquirySms: row.sendInquirySms,
    showPhoneNumberOnOffer: row.showPhoneNumberOnOffer,
    secondaryPhone: row.secondaryPhone,
    secondaryPhoneType: row.secondaryPhoneType,
    phoneForGuests: row.phoneForGuests,
    phoneForSms: row.phoneForSms,
    marketingConsent: row.marketingConsent,
    phone: row.phone,
  };
}

/**
 * The acting user's info: while impersonating, the host's, flagged so the web app shows the banner.
 * A cached read keyed by everything the answer is made of (the user and the two facts of the token),
 * so the web app's repeated calls share one answer and its JSON until the next write.
 */
export async function getUserInfo(db: Database, auth: AuthContext): Promise<UserInfo> {
  const key = `user.info:${auth.userId}:${auth.isImpersonating}:${auth.sessionId ?? ''}`;
  return cachedRead(db, key, async () => {
    const row = await findUserById(db, auth.userId);
    if (!row) throw userErrors.notFound();
    return toUserInfo(row, auth);
  });
}

const PHONE_FIELDS = ['phone', 'secondaryPhone', 'phoneForGuests', 'phoneForSms'] as const;

export async function updateUserInfo(
  db: Database,
  auth: AuthContext,
  body: UpdateUserInfoBody,
): Promise<UserInfo> {
  const changes: Partial<UserRow> = { ...body };
  for (const field of PHONE_FIELDS) {
    if (field in body) changes[field] = normalisePhoneNumber(body[field]);
  }
  // A secondary phone type without a secondary phone means nothing; keep them together.
  if ('secondaryPhone' in changes && changes.secondaryPhone === null) changes.secondaryPhoneType = null;
  const row =
    Object.keys(changes).length > 0
      ? await updateUser(db, auth.userId, changes)
      : await findUserById(db, auth.userId);
  if (!row) throw userErrors.notFound();
  return toUserInfo(row, auth);
}

/** PUT /api/app/user/commercial-model: the listing's commission/commercial-model steps, onboarding only. */
export async function updateCommercialModel(
  db: Database,
  auth: AuthContext,
  body: UpdateCommercialModelBody,
): Promise<UserInfo> {
  const host = await findUserById(db, auth.userId);
  if (!host) throw userErrors.notFound();
  if (host.onboardingStatus === 'finished') throw userErrors.commercialModelLocked();
  const row = await updateUser(db, host.id, {
    commercialModel: body.commercialModel,
    commercialModelVariant: body.commercialModelVariant,
  });
  if (!row) throw userErrors.notFound();
  return toUserInfo(row, auth);
}

function toInteraction(row: {
  interactionType: UserInteraction['interactionType'];
  interacted: boolean;
  createdAt: Date;
}): UserInteraction {
  return {
    interactionType: row.interactionType,
    interacted: row.interacted,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getUserInteractions(
  db: Database,
  auth: AuthContext,
): Promise<{ interactions: UserInteraction[] }> {
  const rows = await listUserInteractions(db, auth.userId);
  return { interactions: rows.map(toInteraction) };
}

export async function putUserInteractions(
  db: Database,
  auth: AuthContext,
  body: PutUserInteractionBody,
): Promise<{ interactions: UserInteraction[] }> {
  await upsertUserInteractions(db, auth.userId, body.interactions);
  return getUserInteractions(db, auth);
}
