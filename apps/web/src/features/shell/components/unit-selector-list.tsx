import { Button, Center, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { useUnitSelectorList } from '../api/get-unit-selector-list';
import type { SelectorGroup } from '../unit-selector.rules';
import classes from './unit-selector-list.module.css';

interface UnitSelectorListProps {
  groups: SelectorGroup[];
  list: ReturnType<typeof useUnitSelectorList>;
  search: string;
  activeIndex: number;
  selectedUnitId: string | null;
  optionId: (index: number) => string;
  onSelect: (unitId: string) => void;
  onClear: () => void;
}

/** The grouped options with the loading, error, no-results and load-more states. */
export function UnitSelectorList(props: UnitSelectorListProps) {
  const { groups, list, search, activeIndex, selectedUnitId, optionId, onSelect, onClear } = props;
  const { t } = useTranslation('propertiesPage');

  if (list.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('unitSelector.loading')} />
      </Center>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size="sm">{t('unitSelector.error')}</Text>
        <Button size="xs" variant="default" onClick={() => void list.refetch()}>
          {t('unitSelector.retry')}
        </Button>
      </Stack>
    );
  }
  if (groups.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{search ? t('unitSelector.noResults', { search }) : t('unitSelector.empty')}</Text>
        {search ? (
          <Button size="xs" variant="default" onClick={onClear}>
            {t('unitSelector.clear')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  // Each group's first option index in the flat list the arrow keys walk.
  const offsets = groups.map((_, at) =>
    groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0),
  );
  return (
    <>
      <div id="unit-selector-listbox" role="listbox" aria-label={t('unitSelector.listLabel')}>
        {groups.map((group, groupAt) => (
          <div key={group.key} role="group" aria-labelledby={`unit-selector-group-${group.key}`}>
            <Text
              id={`unit-selector-group-${group.key}`}
              size="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              mt="xs"
              mb={4}
            >
              {group.label}
            </Text>
            {group.options.map((option, at) => {
              const optionIndex = (offsets[groupAt] ?? 0) + at;
              return (
                <UnstyledButton
                  key={option.unitId}
                  id={optionId(optionIndex)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.unitId === selectedUnitId}
                  data-active={optionIndex === activeIndex || undefined}
                  className={classes.option}
                  onClick={() => onSelect(option.unitId)}
                >
                  {option.label}
                </UnstyledButton>
              );
            })}
          </div>
        ))}
      </div>
      {/* Outside the listbox: a listbox holds options only. */}
      {list.hasNextPage ? (
        <Center mt="sm">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('unitSelector.loadMore')}
          </Button>
        </Center>
      ) : null}
    </>
  );
}
