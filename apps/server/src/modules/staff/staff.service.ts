import { DEFAULT_PAGE_SIZE } from '@hostdeck/contract/constants';
import { makePagination } from '@hostdeck/contract/http/pagination.schemas';
import type { ImpersonationStatus, SearchHostsResponse } from '@hostdeck/contract/staff/staff.schemas';
import { displayName } from '@hostdeck/contract/user/user.rules';
import type { AuthContext } from '../../app/auth.plugin';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users.table';
import { findUserById } from '../user/user.repository';
import {
  endActiveImpersonation,
  findActiveImpersonation,
  replaceActiveImpersonation,
} from './impersonation.repository';
import { staffErrors } from './staff.errors';
import { searchHostRows } from './staff.repository';

export async function searchHosts(
  db: Database,
  query: { search?: string | undefined; page: number },
): Promise<SearchHostsResponse> {
  const pageSize = DEFAULT_PAGE_SIZE;
  const { rows, total } = await searchHostRows(db, {
    search: query.search,
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    items: rows.map((row) => ({
      userId: row.id,
      email: row.email,
      displayName: displayNameOf(row),
      type: row.type,
    })),
    pagination: makePagination(query.page, pageSize, total),
  };
}

/** The spec's display name; the e-mail when a host has not told us any name yet. */
function displayNameOf(user: UserRow): string {
  return displayName(user) || user.email;
}

function statusFor(host: UserRow | null): ImpersonationStatus {
  return host
    ? { active: true, host: { userId: host.id, email: host.email, displayName: displayNameOf(host) } }
    : { active: false, host: null };
}

export async function getImpersonation(db: Database, auth: AuthContext): Promise<ImpersonationStatus> {
  const session = await findActiveImpersonation(db, auth.actorUserId);
  return statusFor(session ? await findUserById(db, session.hostId) : null);
}

/** Starting while already impersonating switches host: one active session per staff user. */
export async function startImpersonation(
  db: Database,
  auth: AuthContext,
  hostId: string,
): Promise<ImpersonationStatus> {
  const host = await findUserById(db, hostId);
  // Staff never impersonate staff: impersonation exists to see a host's data.
  if (!host || host.role !== 'host') throw staffErrors.hostNotFound();
  await replaceActiveImpersonation(db, auth.actorUserId, host.id);
  return statusFor(host);
}

export async function stopImpersonation(db: Database, auth: AuthContext): Promise<ImpersonationStatus> {
  await endActiveImpersonation(db, auth.actorUserId);
  return statusFor(null);
}
