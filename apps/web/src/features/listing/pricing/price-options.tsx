import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ListingPageName } from '@hostdeck/contract/listing/listing.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHeadingOrder } from '@/shared/forms/form-frame';
import { usePromotions } from '@/features/units/api/promotions';
import { useUnitSeasons } from '@/features/units/api/seasons';

export interface PriceOptionsProps {
  unitId: string;
  goTo: (page: ListingPageName) => void;
}

/** The single-unit flow's sub-pages of the price step: promotions and seasons. */
export function PriceOptions({ unitId, goTo }: PriceOptionsProps) {
  const { t } = useTranslation('listingPricing');
  const headings = useHeadingOrder();
  const promotions = usePromotions(unitId);
  const seasons = useUnitSeasons(unitId);
  const activePromotions = promotions.data?.items.filter((item) => item.status === 'ACTIVE').length;
  const seasonCount = seasons.data?.items.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="price-options-title">
      <Title order={headings.section} size="h4" id="price-options-title">
        {t('price.moreTitle')}
      </Title>
      <OptionCard
        title={t('price.promotions')}
        summary={
          promotions.isError
            ? t('price.summaryUnavailable')
            : activePromotions === undefined
              ? null
              : activePromotions === 0
                ? t('price.promotionsSummaryNone')
                : t('price.promotionsSummary', { count: activePromotions })
        }
        onOpen={() => goTo('price-and-availability/promotions')}
      />
      <OptionCard
        title={t('price.seasons')}
        summary={
          seasons.isError
            ? t('price.summaryUnavailable')
            : seasonCount === undefined
              ? null
              : seasonCount === 0
                ? t('price.seasonsSummaryNone')
                : t('price.seasonsSummary', { count: seasonCount })
        }
        onOpen={() => goTo('price-and-availability/seasons')}
      />
    </Stack>
  );
}

function OptionCard({
  title,
  summary,
  onOpen,
}: {
  title: string;
  summary: string | null;
  onOpen: () => void;
}) {
  const { t } = useTranslation('listingPricing');
  return (
    <Card withBorder>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          {/* Reserves the line while the count loads, so the card does not jump. */}
          <Text size="sm" c="dimmed" mih="1.4em">
            {summary}
          </Text>
        </Stack>
        {/* Never shrinks: at phone width the summary wraps instead of the label being cut off. */}
        <Button
          variant="light"
          onClick={onOpen}
          aria-label={t('price.openLabel', { name: title })}
          style={{ flexShrink: 0 }}
        >
          {t('price.open')}
        </Button>
      </Group>
    </Card>
  );
}
