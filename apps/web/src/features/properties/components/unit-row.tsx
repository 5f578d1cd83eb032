import { Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { PropertyListUnit } from '@hostdeck/contract/properties/property-list.schemas';
import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { unitInvalidFieldNotices, unitRowActions } from '../unit-actions.rules';
import { InvalidFieldNotice } from './invalid-field-notice';
import { UnitStateBadge } from './unit-state-badge';

export type UnitAction = 'publish' | 'unpublish' | 'delete';

interface UnitRowProps {
  propertyId: string;
  unit: PropertyListUnit;
  invalidFields: readonly InvalidField[];
  /** The action running on this unit, to show its spinner and keep the others still. */
  pendingAction: UnitAction | null;
  onAction: (action: UnitAction, unit: PropertyListUnit) => void;
}

/** One unit on the property page: state, invalid-field notices and its actions (spec §2, §4). */
export function UnitRow({ propertyId, unit, invalidFields, pendingAction, onAction }: UnitRowProps) {
  const { t } = useTranslation('propertiesPage');
  const title = unit.title ?? t('units.untitled');
  const actions = unitRowActions(unit.id, unit.state, invalidFields);
  const notices = unitInvalidFieldNotices(unit.id, unit.state, invalidFields);
  const busy = pendingAction !== null;

  const publishButton = (
    <Button
      size="xs"
      onClick={() => onAction('publish', unit)}
      disabled={actions.publish === 'blocked' || (busy && pendingAction !== 'publish')}
      loading={pendingAction === 'publish'}
    >
      {t('units.publish')}
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Text fw={600}>{title}</Text>
            <UnitStateBadge state={unit.state} previewLinkCount={unit.previewLinkCount} />
          </Group>
          <Group gap="xs" role="group" aria-label={t('units.actionsLabel', { title })}>
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={paths.unit(propertyId, unit.id)}
              aria-label={t('units.editLabel', { title })}
            >
              {t('units.edit')}
            </Button>
            {actions.publish === 'blocked' ? (
              <Tooltip label={t('units.publishBlocked')} withArrow>
                <span>{publishButton}</span>
              </Tooltip>
            ) : actions.publish === 'enabled' ? (
              publishButton
            ) : null}
            {actions.unpublish ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => onAction('unpublish', unit)}
                disabled={busy && pendingAction !== 'unpublish'}
                loading={pendingAction === 'unpublish'}
              >
                {t('units.unpublish')}
              </Button>
            ) : null}
            {actions.delete ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => onAction('delete', unit)}
                disabled={busy && pendingAction !== 'delete'}
                loading={pendingAction === 'delete'}
              >
                {t('units.delete')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {notices.map((field) => (
          <InvalidFieldNotice key={field.field} field={field} />
        ))}
      </Stack>
    </Card>
  );
}
