import '@mantine/core/styles/Pagination.css';
import { Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@hostdeck/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { SearchIcon } from '@/shared/ui/icons';
import { usePropertyList } from '../api/get-property-list';
import { useUrlSearch } from '../hooks/use-url-search';
import { PropertiesSkeleton } from './properties-skeleton';
import { PropertyCard } from './property-card';

/**
 * /properties: the host's properties with their units. Pages hold at most 20
 * properties (DEFAULT_PAGE_SIZE), so the list is not virtualised: 20 cards render cheaply and
 * stay reachable to find-in-page and screen readers.
 */
export function PropertiesListPage() {
  const { t } = useTranslation('propertiesPage');
  const { input, setInput, search, page, setPage, clear } = useUrlSearch(SEARCH_DEBOUNCE_MS);
  const list = usePropertyList(search, page);
  const items = list.data?.items ?? [];
  const pageCount = list.data?.pagination.pageCount ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.subtitle')}</Text>
        </div>
        <Button component={Link} to={paths.listingAddProperty}>
          {t('list.addProperty')}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        maw={420}
      />
      {list.isPending ? (
        <PropertiesSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorState
          title={t('list.errorTitle')}
          description={t('list.errorDescription')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyProperties search={search} onClear={clear} />
      ) : (
        <Stack gap="md" aria-busy={list.isFetching}>
          {items.map((property) => (
            <PropertyCard key={property.id} property={property} />
          ))}
          {pageCount > 1 ? (
            <Pagination total={pageCount} value={page} onChange={setPage} aria-label={t('list.pagination')} />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function EmptyProperties({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation('propertiesPage');
  if (search) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('list.noResultsTitle', { search })}</Text>
        <Text c="dimmed">{t('list.noResultsDescription')}</Text>
        <Button variant="default" onClick={onClear}>
          {t('list.clearSearch')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600}>{t('list.emptyTitle')}</Text>
      <Text c="dimmed">{t('list.emptyDescription')}</Text>
      <Button component={Link} to={paths.listingAddProperty}>
        {t('list.addProperty')}
      </Button>
    </Stack>
  );
}
