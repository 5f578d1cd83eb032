import { useTranslation } from '@/shared/i18n/use-translation';
import { CountBadge } from '@/shared/ui/count-badge';
import { useNavBadgeCount } from '../hooks/use-nav-badge-count';
import type { NavBadgeSource } from '../navigation.rules';

/** A desktop navigation link's count pill, reading its own count (it re-renders alone). */
export function NavCountBadge({ source }: { source: NavBadgeSource }) {
  const { t } = useTranslation('shell');
  const count = useNavBadgeCount(source);
  return <CountBadge count={count} label={t(`badges.${source}`, { count: count ?? 0 })} />;
}
