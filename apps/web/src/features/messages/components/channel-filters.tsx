import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { messageChannelStatuses, paths } from '@/app/paths';
import { useUserInfo } from '@/shared/api/use-user-info';
import { SearchIcon } from '@/shared/ui/icons';
import type { ChannelFilters as Filters } from '../api/channels';
import { addressSearchOf, statusLabelKey } from '../messages.rules';

const SEARCH_DELAY_MS = 300;

interface ChannelFiltersProps {
  filters: Filters;
  /** Replaces the extra filters and the search (the status is part of the path). */
  onChange: (next: Omit<Filters, 'status'>) => void;
}

/** Status (all, archived, any) as links, unread and favourite as toggles, and the search box. */
export function ChannelFilters({ filters, onChange }: ChannelFiltersProps) {
  const { t } = useTranslation('messages');
  const features = useUserInfo().data?.appFeatures;
  const [search, setSearch] = useState(filters.search);
  const extra = { unread: filters.unread, favorited: filters.favorited, search: filters.search };

  // The address follows the typing after a short pause, so each key does not call the server.
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ ...extra, search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });
  // A search cleared from outside (the empty list's button) empties the box too.
  const [addressSearch, setAddressSearch] = useState(filters.search);
  if (addressSearch !== filters.search) {
    setAddressSearch(filters.search);
    if (filters.search === '') setSearch('');
  }

  return (
    <Stack gap="xs">
      <Group gap={4} role="group" aria-label={t('list.statusLabel')}>
        {messageChannelStatuses.map((status) => (
          <Button
            key={status}
            component={Link}
            to={`${paths.messagesChannels(status)}${addressSearchOf(extra)}`}
            size="compact-sm"
            variant={filters.status === status ? 'filled' : 'subtle'}
            aria-current={filters.status === status ? 'page' : undefined}
          >
            {t(statusLabelKey(status, features))}
          </Button>
        ))}
      </Group>
      <Group gap={4}>
        <Button
          size="compact-sm"
          variant={filters.unread ? 'filled' : 'default'}
          aria-pressed={filters.unread}
          onClick={() => onChange({ ...extra, unread: !filters.unread })}
        >
          {t('list.unread')}
        </Button>
        <Button
          size="compact-sm"
          variant={filters.favorited ? 'filled' : 'default'}
          aria-pressed={filters.favorited}
          onClick={() => onChange({ ...extra, favorited: !filters.favorited })}
        >
          {t('list.favorited')}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
    </Stack>
  );
}
