import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/app/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { PlainSimpleGrid } from '@/shared/ui/plain/plain-simple-grid';
import { useHomeOverview } from '../api/get-home-overview';
import { HomeSkeleton } from './home-skeleton';
import { ListingProgressSection } from './listing-progress-section';
import { SummaryCard } from './summary-card';
import { UpcomingStaysCard } from './upcoming-stays-card';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainContainer } from '@/shared/ui/plain/plain-container';

interface HomeOverviewProps {
  hostName: string;
  /** Hosts without the bookings or inquiries view get the counts without links. */
  canSeeReservations: boolean;
}

/** The /home overview: what needs the host now, then what is coming, then listings. */
export function HomeOverview({ hostName, canSeeReservations }: HomeOverviewProps) {
  const { t } = useTranslation('home');
  const overview = useHomeOverview();

  return (
    <PlainContainer size="lg" py="xl">
      <PlainStack gap="xl">
        <div>
          <PlainTitle order={1} size="h2">
            {t('title', { name: hostName })}
          </PlainTitle>
          <PlainText c="dimmed">{t('subtitle')}</PlainText>
        </div>
        {overview.isPending ? (
          <HomeSkeleton />
        ) : overview.isError ? (
          <ErrorState
            title={t('error.title')}
            description={t('error.description')}
            onRetry={() => void overview.refetch()}
            retrying={overview.isRefetching}
          />
        ) : (
          <>
            <PlainSimpleGrid columns="1-3">
              <SummaryCard
                label={t('pendingRequests.label')}
                count={overview.data.pendingRequestsCount}
                description={t('pendingRequests.description', { count: overview.data.pendingRequestsCount })}
                linkLabel={t('pendingRequests.link')}
                to={canSeeReservations ? paths.reservations('requests') : null}
                highlight={overview.data.pendingRequestsCount > 0}
              />
              <SummaryCard
                label={t('unreadMessages.label')}
                count={overview.data.unreadMessagesCount}
                description={t('unreadMessages.description', { count: overview.data.unreadMessagesCount })}
                linkLabel={t('unreadMessages.link')}
                to={paths.messages}
                highlight={overview.data.unreadMessagesCount > 0}
              />
              <SummaryCard
                label={t('upcomingStays.label')}
                count={overview.data.upcomingStaysCount}
                description={t('upcomingStays.description', { count: overview.data.upcomingStaysCount })}
                linkLabel={t('upcomingStays.link')}
                to={canSeeReservations ? paths.reservations('upcoming') : null}
                highlight={false}
              />
            </PlainSimpleGrid>
            <UpcomingStaysCard stays={overview.data.upcomingStays} total={overview.data.upcomingStaysCount} />
            <ListingProgressSection listings={overview.data.listingsInProgress} />
          </>
        )}
      </PlainStack>
    </PlainContainer>
  );
}
