import '@mantine/core/styles/Pagination.css';
import { Pagination, Stack, Text } from '@mantine/core';
import { showSuccessToast } from '@/shared/ui/toast';
import type { PropertyListUnit } from '@hostdeck/contract/properties/property-list.schemas';
import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnitAction } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { usePropertyUnits } from '../api/get-property-units';
import { useDeleteUnit, usePublishUnit, useUnpublishUnit } from '../api/unit-actions';
import { pageFromParam } from '../unit-actions.rules';
import { ConfirmUnitActionModal, type ConfirmedUnitAction } from './confirm-unit-action-modal';
import { PropertiesSkeleton } from './properties-skeleton';
import { UnitRow } from './unit-row';

interface PropertyUnitsPanelProps {
  propertyId: string;
  invalidFields: readonly InvalidField[];
}

/** The units sub-page: each unit with its actions; failures toast from useApiMutation. */
export function PropertyUnitsPanel({ propertyId, invalidFields }: PropertyUnitsPanelProps) {
  const { t } = useTranslation('propertiesPage');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParam(searchParams.get('page'));
  const units = usePropertyUnits(propertyId, page);
  const publish = usePublishUnit();
  const unpublish = useUnpublishUnit();
  const remove = useDeleteUnit();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ unitId: string; action: PropertyUnitAction } | null>(null);
  const [toConfirm, setToConfirm] = useState<{ action: ConfirmedUnitAction; unit: PropertyListUnit } | null>(
    null,
  );

  const titleOf = (unit: PropertyListUnit) => unit.title ?? t('units.untitled');
  // The server takes a property away with its last unit: its page would then be a dead end.
  const isLastUnit = () => units.data?.pagination.total === 1;
  const run = (action: PropertyUnitAction, unit: PropertyListUnit) => {
    const mutation = action === 'publish' ? publish : action === 'unpublish' ? unpublish : remove;
    const last = action === 'delete' && isLastUnit();
    setPending({ unitId: unit.id, action });
    mutation.mutate(unit.id, {
      onSuccess: () => {
        showSuccessToast(t(`units.done.${last ? 'deleteLast' : action}`, { title: titleOf(unit) }));
        setToConfirm(null);
        if (last) void navigate(paths.properties, { replace: true });
      },
      onSettled: () => setPending(null),
    });
  };
  const handleAction = (action: PropertyUnitAction, unit: PropertyListUnit) => {
    if (action === 'publish') run(action, unit);
    else setToConfirm({ action: action === 'delete' && isLastUnit() ? 'deleteLast' : action, unit });
  };

  if (units.isPending) return <PropertiesSkeleton />;
  if (units.isError && !units.data) {
    return (
      <ErrorState
        title={t('units.errorTitle')}
        onRetry={() => void units.refetch()}
        retrying={units.isFetching}
      />
    );
  }
  const items = units.data.items;
  const pageCount = units.data.pagination.pageCount;
  return (
    <Stack gap="md">
      {items.length === 0 ? <Text c="dimmed">{t('units.empty')}</Text> : null}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('units.title')}>
        {items.map((unit) => (
          <UnitRow
            key={unit.id}
            propertyId={propertyId}
            unit={unit}
            invalidFields={invalidFields}
            pendingAction={pending?.unitId === unit.id ? pending.action : null}
            onAction={handleAction}
          />
        ))}
      </Stack>
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={page}
          onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          aria-label={t('units.pagination')}
        />
      ) : null}
      <ConfirmUnitActionModal
        request={toConfirm ? { action: toConfirm.action, unitTitle: titleOf(toConfirm.unit) } : null}
        busy={remove.isPending || unpublish.isPending}
        onConfirm={() =>
          toConfirm && run(toConfirm.action === 'unpublish' ? 'unpublish' : 'delete', toConfirm.unit)
        }
        onClose={() => setToConfirm(null)}
      />
    </Stack>
  );
}
