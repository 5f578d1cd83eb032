import { Badge, Group, Tooltip } from '@mantine/core';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { unitDisplayState, type UnitDisplayState } from '@hostdeck/contract/properties/properties.rules';
import { useTranslation } from 'react-i18next';
import { HelpIcon } from '@/shared/ui/icons';

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
}

/** One unit's state as a host reads it (contract `unitDisplayState`). */
export function UnitStateBadge({ state, previewLinkCount }: UnitStateBadgeProps) {
  const { t } = useTranslation('propertiesPage');
  const display = unitDisplayState(state, previewLinkCount ?? 1);
  const badge = (
    <Badge color={colors[display]} variant="light" radius="sm">
      {t(`unitState.${display}`)}
    </Badge>
  );
  if (display !== 'publishing') return badge;
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <Tooltip label={t('unitState.publishingInfo')} multiline w={240} withArrow>
        <span
          role="img"
          tabIndex={0}
          aria-label={t('unitState.publishingInfo')}
          style={{ display: 'inline-flex' }}
        >
          <HelpIcon size={16} />
        </span>
      </Tooltip>
    </Group>
  );
}
