import { useUserInfo } from '@/shared/api/use-user-info';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { StaffPage } from '@/features/staff/components/staff-page';
import { canOpenStaffPage } from '@/features/staff/staff.rules';

/**
 * /staff: staff only. Hosts see the not-found page, as for any address that is not theirs; the
 * server refuses the staff calls to them as well.
 */
export function Component() {
  const { data: userInfo } = useUserInfo();
  if (!userInfo) return null;
  return canOpenStaffPage(userInfo) ? <StaffPage /> : <NotFoundPage />;
}
