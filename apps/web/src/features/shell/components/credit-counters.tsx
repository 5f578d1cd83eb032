import type { CoinCredits } from '@hostdeck/contract/subscriptions/user-subscription.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CoinIcon, RocketIcon } from '@/shared/ui/icons';
import { DeferredTooltip } from '@/shared/ui/deferred-tooltip';
import row from './row.module.css';
import { PlainBadge } from '@/shared/ui/plain/plain-badge';

interface CreditCountersProps {
  credits: CoinCredits | undefined;
}

/** Remaining coin credits for unit publishing and boosts (coin subscriptions only). */
export function CreditCounters({ credits }: CreditCountersProps) {
  const { t } = useTranslation('shell');
  if (!credits) return null;
  const counters = [
    { id: 'unitPublish', credit: credits.unitPublish, icon: <CoinIcon size={14} /> },
    { id: 'boost', credit: credits.boost, icon: <RocketIcon size={14} /> },
  ] as const;
  return (
    <div className={`${row.row} ${row.gap6}`} role="group" aria-label={t('credits.label')}>
      {counters
        .filter(({ credit }) => credit.enabled)
        .map(({ id, credit, icon }) => (
          <DeferredTooltip
            key={id}
            label={t(`credits.${id}Hint`, { remaining: credit.remaining, quota: credit.quota })}
            withArrow
          >
            <PlainBadge
              variant="light"
              color={credit.remaining > 0 ? 'deck' : 'orange'}
              size="lg"
              leftSection={icon}
              tabIndex={0}
              aria-label={t(`credits.${id}`, { count: credit.remaining })}
            >
              {credit.remaining}
            </PlainBadge>
          </DeferredTooltip>
        ))}
    </div>
  );
}
