import { displayName } from '@hostdeck/contract/user/user.rules';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';

/** The contract's display-name rule; a host with no name at all still gets their email. */
export function hostDisplayName(
  user: Pick<UserInfo, 'alias' | 'firstName' | 'lastName' | 'companyName' | 'type' | 'email'>,
): string {
  return displayName(user) || user.email;
}
