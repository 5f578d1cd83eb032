import type { ListingInProgress } from '@hostdeck/contract/home/home.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPercent } from '@/shared/i18n/format';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { PlainCard } from '@/shared/ui/plain/plain-card';
import { PlainProgress } from '@/shared/ui/plain/plain-progress';
import { PlainSimpleGrid } from '@/shared/ui/plain/plain-simple-grid';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainGroup } from '@/shared/ui/plain/plain-group';

interface ListingProgressSectionProps {
  listings: ListingInProgress[];
}

/** Unfinished listings with how far each got and a way back into its flow. */
export function ListingProgressSection({ listings }: ListingProgressSectionProps) {
  const { t, i18n } = useTranslation('home');
  return (
    <PlainStack gap="md" component="section" aria-labelledby="home-listings-title">
      <PlainTitle order={2} size="h4" id="home-listings-title">
        {t('listings.title')}
      </PlainTitle>
      {listings.length === 0 ? (
        <PlainText c="dimmed" size="sm">
          {t('listings.empty')}
        </PlainText>
      ) : (
        <PlainSimpleGrid columns="1-2-3">
          {listings.map((listing) => {
            const title = listing.title ?? t('listings.untitled');
            return (
              <PlainCard key={listing.unitId} withBorder radius="lg" padding="lg">
                <PlainStack gap="sm" h="100%">
                  <PlainText fw={600} lineClamp={2}>
                    {title}
                  </PlainText>
                  <PlainGroup justify="space-between" gap="xs">
                    <PlainText size="sm" c="dimmed">
                      {t('listings.steps', { completed: listing.completedSteps, total: listing.totalSteps })}
                    </PlainText>
                    <PlainText size="sm" fw={700}>
                      {t('listings.percent', {
                        percent: formatPercent(listing.progressPercent, i18n.language),
                      })}
                    </PlainText>
                  </PlainGroup>
                  <PlainProgress
                    value={listing.progressPercent}
                    size="md"
                    radius="xl"
                    aria-label={t('listings.progressLabel', {
                      title,
                      percent: formatPercent(listing.progressPercent, i18n.language),
                    })}
                  />
                  <PlainGroup mt="auto" pt="xs">
                    <PlainButton
                      component={Link}
                      to={paths.listingFlow(listing.flow, listing.propertyId, listing.unitId)}
                      variant="light"
                      size="sm"
                      aria-label={t('listings.continueLabel', { title })}
                    >
                      {t('listings.continue')}
                    </PlainButton>
                  </PlainGroup>
                </PlainStack>
              </PlainCard>
            );
          })}
        </PlainSimpleGrid>
      )}
    </PlainStack>
  );
}
