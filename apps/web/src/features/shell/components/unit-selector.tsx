import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { propertyUnitQueryOptions } from '@/shared/api/get-property-unit';
import { BuildingIcon, ChevronDownIcon } from '@/shared/ui/icons';
import { PlainActionIcon } from '@/shared/ui/plain/plain-action-icon';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { useOpenedOnce } from '@/shared/ui/use-opened-once';
import classes from './unit-selector.module.css';

// The list, its search and its modal load when the host first opens it, not with every page.
const UnitSelectorModal = lazy(() =>
  import('./unit-selector-modal').then((m) => ({ default: m.UnitSelectorModal })),
);

interface UnitSelectorProps {
  selectedUnitId: string | null;
  /** Phone header: an icon button (named after the selected unit) instead of the wide button. */
  compact?: boolean;
}

/**
 * The top bar's unit selector: a button naming the selected unit
 * that opens the searchable, grouped list. Picking a unit opens its calendar.
 */
export function UnitSelector({ selectedUnitId, compact = false }: UnitSelectorProps) {
  const { t } = useTranslation('propertiesPage');
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const mountModal = useOpenedOnce(opened);
  const selected = useQuery({
    ...propertyUnitQueryOptions(selectedUnitId ?? ''),
    enabled: selectedUnitId !== null,
    select: (unit) => unit.title,
  });
  const current = selectedUnitId ? (selected.data ?? null) : null;
  const label = current ? t('unitSelector.current', { title: current }) : t('unitSelector.open');

  return (
    <>
      {compact ? (
        <PlainActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-haspopup="dialog"
          aria-label={label}
        >
          <BuildingIcon />
        </PlainActionIcon>
      ) : (
        <PlainButton
          variant="default"
          rightSection={<ChevronDownIcon size={16} />}
          onClick={open}
          aria-haspopup="dialog"
          className={classes.button}
          justify="space-between"
        >
          {label}
        </PlainButton>
      )}
      {mountModal ? (
        <Suspense fallback={null}>
          <UnitSelectorModal
            opened={opened}
            onClose={close}
            selectedUnitId={selectedUnitId}
            onSelect={(unitId) => {
              close();
              void navigate(paths.calendar(unitId));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
