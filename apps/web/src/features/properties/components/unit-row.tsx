import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PropertyListUnit } from '@hostdeck/contract/properties/property-list.schemas';
import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnitAction } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { unitInvalidFieldNotices } from '../unit-actions.rules';
import { InvalidFieldNotice } from './invalid-field-notice';
import { UnitStateBadge } from './unit-state-badge';

interface UnitRowProps {
  propertyId: string;
  unit: PropertyListUnit;
  invalidFields: readonly InvalidField[];
  /** The action running on this unit, to show its spinner and keep the others still. */
  pendingAction: PropertyUnitAction | null;
  onAction: (action: PropertyUnitAction, unit: PropertyListUnit) => void;
}

/** One unit on the property page: state, invalid-field notices and its actions. */
export function UnitRow({ propertyId, unit, invalidFields, pendingAction, onAction }: UnitRowProps) {
  const { t } = useTranslation('propertiesPage');
  const title = unit.title ?? t('units.untitled');
  // The server decides what a unit offers (its state, and an invalid registration number holding
  // back publish); the row shows exactly that, and the notices below say what to fix.
  const offers = (action: PropertyUnitAction) => unit.availableActions.includes(action);
  const notices = unitInvalidFieldNotices(unit.id, unit.state, invalidFields);
  const busy = pendingAction !== null;

  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Text fw={600}>{title}</Text>
            <UnitStateBadge state={unit.state} previewLinkCount={unit.previewLinkCount} t={t} />
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
            {offers('publish') ? (
              <Button
                size="xs"
                onClick={() => onAction('publish', unit)}
                disabled={busy && pendingAction !== 'publish'}
                loading={pendingAction === 'publish'}
              >
                {t('units.publish')}
              </Button>
            ) : null}
            {offers('unpublish') ? (
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
            {offers('delete') ? (
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
