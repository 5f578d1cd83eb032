import { SEARCH_DEBOUNCE_MS } from '@hostdeck/contract/constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { usePropertyList } from '../api/get-property-list';
import { useLinkClickNavigation } from '../hooks/use-link-click-navigation';
import { useUrlSearch } from '../hooks/use-url-search';
import classes from './properties-list-page.module.css';
import { PropertiesSkeleton } from './properties-skeleton';
import { PropertyCard } from './property-card';
import { PropertySearchField } from './property-search-field';

// Below the last card, and only for a host with more than one page: it loads when it is shown.
const PropertiesPagination = lazy(() =>
  import('./properties-pagination').then((module) => ({ default: module.PropertiesPagination })),
);

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
  const handleLinkClick = useLinkClickNavigation();

  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <div>
          <PlainTitle order={1}>{t('list.title')}</PlainTitle>
          <p className={classes.subtitle}>{t('list.subtitle')}</p>
        </div>
        <PlainButton component={Link} to={paths.listingAddProperty}>
          {t('list.addProperty')}
        </PlainButton>
      </div>
      <PropertySearchField
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        value={input}
        onChange={setInput}
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
        <div className={classes.list} aria-busy={list.isFetching} onClick={handleLinkClick}>
          {items.map((property) => (
            <PropertyCard key={property.id} property={property} t={t} />
          ))}
          {pageCount > 1 ? (
            <Suspense fallback={null}>
              <PropertiesPagination
                total={pageCount}
                value={page}
                onChange={setPage}
                label={t('list.pagination')}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </div>
  );
}

function EmptyProperties({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation('propertiesPage');
  if (search) {
    return (
      <PlainStack gap="xs" align="flex-start">
        <PlainText fw={600}>{t('list.noResultsTitle', { search })}</PlainText>
        <PlainText c="dimmed">{t('list.noResultsDescription')}</PlainText>
        <PlainButton variant="default" onClick={onClear}>
          {t('list.clearSearch')}
        </PlainButton>
      </PlainStack>
    );
  }
  return (
    <PlainStack gap="xs" align="flex-start">
      <PlainText fw={600}>{t('list.emptyTitle')}</PlainText>
      <PlainText c="dimmed">{t('list.emptyDescription')}</PlainText>
      <PlainButton component={Link} to={paths.listingAddProperty}>
        {t('list.addProperty')}
      </PlainButton>
    </PlainStack>
  );
}
