import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { unitDisplayState, type UnitDisplayState } from '@hostdeck/contract/properties/properties.rules';
import type { TFunction } from '@/shared/i18n/translate';
import { DeferredTooltip } from '@/shared/ui/deferred-tooltip';
import { HelpIcon } from '@/shared/ui/icons';
import classes from './unit-state-badge.module.css';

// The kit's colour names; the stylesheet maps each to the kit's light badge colours.
const colors: Record<UnitDisplayState, string> = {
  inProgress: 'gray',
  underReview: 'yellow',
  actionNeeded: 'red',
  publishing: 'teal',
  published: 'green',
  unpublished: 'gray',
  approved: 'blue',
  deleted: 'dark',
};

interface UnitStateBadgeProps {
  state: PropertyUnitState;
  /** Unknown (undefined) counts as having links: we never claim 'publishing' without knowing. */
  previewLinkCount: number | undefined;
  /** The caller's `propertiesPage` texts: the list shows a badge per unit, each without a hook of its own. */
  t: TFunction<'propertiesPage'>;
}

/**
 * One unit's state as a host reads it (contract `unitDisplayState`). The explanation of
 * 'publishing' is a tooltip that joins the icon once the page has settled: the icon carries the
 * same text as its name from the first paint.
 */
export function UnitStateBadge({ state, previewLinkCount, t }: UnitStateBadgeProps) {
  const display = unitDisplayState(state, previewLinkCount ?? 1);
  const badge = (
    <span className={classes.badge} data-color={colors[display]}>
      <span className={classes.label}>{t(`unitState.${display}`)}</span>
    </span>
  );
  if (display !== 'publishing') return badge;
  return (
    <span className={classes.withHelp}>
      {badge}
      <DeferredTooltip label={t('unitState.publishingInfo')} multiline w={240} withArrow>
        <span role="img" tabIndex={0} aria-label={t('unitState.publishingInfo')} className={classes.help}>
          <HelpIcon size={16} />
        </span>
      </DeferredTooltip>
    </span>
  );
}
