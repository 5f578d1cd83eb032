import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UNIT_SEARCH_DEBOUNCE_MS } from '@hostdeck/contract/constants';
import type { Place } from '@hostdeck/contract/listing/places.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PLACE_QUERY_MIN_LENGTH, usePlaceSearch } from '../api/places';
import { placeRegionLine } from './place-form.schema';

export interface PlaceSearchProps {
  initialQuery: string;
  onPick: (place: Place) => void;
  error?: string;
}

/**
 * Map-free place search (the location step): the trimmed text, debounced like the unit search
 * (500 ms), lists towns from GET /api/app/places in a listbox the arrow keys and Enter
 * operate (Mantine Combobox).
 */
export function PlaceSearch({ initialQuery, onPick, error }: PlaceSearchProps) {
  const { t } = useTranslation('listingBasics');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [input, setInput] = useState(initialQuery);
  const [query] = useDebouncedValue(input.trim(), UNIT_SEARCH_DEBOUNCE_MS);
  const search = usePlaceSearch(query);
  const items = search.data?.items ?? [];
  const active = query.length >= PLACE_QUERY_MIN_LENGTH;
  // The list belongs to what is typed now; an older answer kept on screen is marked as loading.
  const waiting = active && (search.isFetching || input.trim() !== query);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const place = items.find((item) => item.id === id);
        if (!place) return;
        onPick(place);
        setInput(place.formattedAddress);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('location.searchLabel')}
          placeholder={t('location.searchPlaceholder')}
          description={t('location.searchHelp')}
          value={input}
          error={error}
          autoComplete="off"
          // A bare span may not carry a name (axe aria-prohibited-attr): the role makes it a status.
          rightSection={
            waiting ? <Loader size="xs" role="status" aria-label={t('location.searching')} /> : null
          }
          onChange={(event) => {
            setInput(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!active}>
        <Combobox.Options aria-label={t('location.searchLabel')}>
          {search.isError ? (
            <Combobox.Empty>{t('location.searchError')}</Combobox.Empty>
          ) : items.length > 0 ? (
            items.map((place) => (
              <Combobox.Option key={place.id} value={place.id}>
                <Text size="sm" fw={600}>
                  {place.city}
                </Text>
                <Text size="xs" c="dimmed">
                  {placeRegionLine(place)}
                </Text>
              </Combobox.Option>
            ))
          ) : search.isSuccess && !waiting ? (
            <Combobox.Empty>{t('location.noResults', { query })}</Combobox.Empty>
          ) : (
            <Combobox.Empty>{t('location.searching')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
