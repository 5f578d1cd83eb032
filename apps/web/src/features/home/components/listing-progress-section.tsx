import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ListingInProgress } from '@hostdeck/contract/home/home.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPercent } from '@/shared/i18n/format';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

interface ListingProgressSectionProps {
  listings: ListingInProgress[];
}

/** Unfinished listings with how far each got and a way back into its flow. */
export function ListingProgressSection({ listings }: ListingProgressSectionProps) {
  const { t, i18n } = useTranslation('home');
  return (
    <Stack gap="md" component="section" aria-labelledby="home-listings-title">
      <Title order={2} size="h4" id="home-listings-title">
        {t('listings.title')}
      </Title>
      {listings.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('listings.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {listings.map((listing) => {
            const title = listing.title ?? t('listings.untitled');
            return (
              <Card key={listing.unitId} withBorder radius="lg" padding="lg">
                <Stack gap="sm" h="100%">
                  <Text fw={600} lineClamp={2}>
                    {title}
                  </Text>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      {t('listings.steps', { completed: listing.completedSteps, total: listing.totalSteps })}
                    </Text>
                    <Text size="sm" fw={700}>
                      {t('listings.percent', {
                        percent: formatPercent(listing.progressPercent, i18n.language),
                      })}
                    </Text>
                  </Group>
                  <Progress
                    value={listing.progressPercent}
                    size="md"
                    radius="xl"
                    aria-label={t('listings.progressLabel', {
                      title,
                      percent: formatPercent(listing.progressPercent, i18n.language),
                    })}
                  />
                  <Group mt="auto" pt="xs">
                    <Button
                      component={Link}
                      to={paths.listingFlow(listing.flow, listing.propertyId, listing.unitId)}
                      variant="light"
                      size="sm"
                      aria-label={t('listings.continueLabel', { title })}
                    >
                      {t('listings.continue')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
