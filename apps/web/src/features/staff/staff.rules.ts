import type { UserInfo } from '@hostdeck/contract/user/user.schemas';

/**
 * Staff open the staff page; while impersonating, `user/info` describes the host, so an active
 * impersonation also opens it (that is where it is stopped).
 */
export function canOpenStaffPage(user: Pick<UserInfo, 'role' | 'isImpersonating'>): boolean {
  return user.role === 'staff' || user.isImpersonating;
}
