import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  UNIT_SEARCH_DEBOUNCE_MS,
  UNIT_SELECTOR_MAX_HEIGHT_PX,
  UNIT_SELECTOR_MIN_HEIGHT_PX,
  UNIT_SELECTOR_WIDTH_PX,
} from '@hostdeck/contract/constants';
import { useState, type KeyboardEvent } from 'react';
import { isComingSoonPath } from '@/app/coming-soon';
import { paths } from '@/app/paths';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SearchIcon } from '@/shared/ui/icons';
import { useUnitSelectorList } from '../api/get-unit-selector-list';
import { nextActiveIndex, selectorGroups } from '../unit-selector.rules';
import { UnitSelectorList } from './unit-selector-list';

interface UnitSelectorModalProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (unitId: string) => void;
  selectedUnitId: string | null;
}

const listMaxHeight = `clamp(${UNIT_SELECTOR_MIN_HEIGHT_PX}px, 60vh, ${UNIT_SELECTOR_MAX_HEIGHT_PX}px)`;

/**
 * The list itself: search (500 ms, trimmed), pages of 20 with "load more", and the keyboard of a
 * combobox: arrows move, Enter picks, Escape closes (Modal's own).
 */
export function UnitSelectorModal({ opened, onClose, onSelect, selectedUnitId }: UnitSelectorModalProps) {
  const { t } = useTranslation('propertiesPage');
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input.trim(), UNIT_SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(-1);
  const list = useUnitSelectorList(search, opened);
  const groups = selectorGroups(list.data?.pages.flatMap((page) => page.items) ?? [], {
    singleUnits: t('unitSelector.singleUnits'),
    untitled: t('unitSelector.untitled'),
  });
  const options = groups.flatMap((group) => group.options);
  const activeOption = options[active];
  // Each opening starts with no option active: the list may have changed meanwhile.
  const handleClose = () => {
    setActive(-1);
    onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = nextActiveIndex(active, event.key, options.length);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      setActive(-1);
      onSelect(activeOption.unitId);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('unitSelector.title')}
      closeButtonProps={{ 'aria-label': t('unitSelector.close') }}
      size={UNIT_SELECTOR_WIDTH_PX}
      yOffset="10vh"
    >
      <TextInput
        data-autofocus
        type="search"
        aria-label={t('unitSelector.searchLabel')}
        placeholder={t('unitSelector.searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        value={input}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        role="combobox"
        aria-expanded
        aria-controls="unit-selector-listbox"
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        mb="sm"
      />
      {isComingSoonPath(paths.calendar()) ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('unitSelector.opensCalendarSoon')}
        </Text>
      ) : null}
      <div style={{ maxHeight: listMaxHeight, overflowY: 'auto' }}>
        <UnitSelectorList
          groups={groups}
          list={list}
          search={search}
          activeIndex={active}
          selectedUnitId={selectedUnitId}
          optionId={optionId}
          onSelect={(unitId) => {
            setActive(-1);
            onSelect(unitId);
          }}
          onClear={() => {
            setInput('');
            setActive(-1);
          }}
        />
      </div>
    </Modal>
  );
}

function optionId(index: number) {
  return `unit-selector-option-${index}`;
}
