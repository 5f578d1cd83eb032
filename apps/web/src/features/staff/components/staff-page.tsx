import '@mantine/core/styles/Input.css';
import { Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@hostdeck/contract/constants';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SearchIcon } from '@/shared/ui/icons';
import { ActiveImpersonationCard } from './active-impersonation-card';
import { HostSearchResults } from './host-search-results';

/** Our staff page, of our own design: find a host and act as them. */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Searches compare trimmed text and wait for typing to pause (350 ms).
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('page.title')}
          </Title>
          <Text c="dimmed">{t('page.description')}</Text>
        </div>
        <ActiveImpersonationCard />
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<SearchIcon size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <HostSearchResults search={debouncedSearch} page={page} onPageChange={setPage} />
      </Stack>
    </Container>
  );
}
