import '@mantine/core/styles/List.css';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { paths } from '@/app/paths';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { useCreateUnit } from '../api/create-listing';
import { ListingSummary } from './listing-summary';

interface ListingCompletedProps {
  property: Property;
  unit: PropertyUnit;
  unitId: string;
  locale: string;
}

/** /listing/:propertyId/:unitId/completed: what happens next, and where to go. */
export function ListingCompleted({ property, unit, unitId, locale }: ListingCompletedProps) {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const createUnit = useCreateUnit();
  const live = unit.state === 'PUBLISHED';
  const preview = unit.links.preview[0];
  const addUnit = async () => {
    const created = await createUnit.mutateAsync(property.id);
    void navigate(paths.listingFlow('multi-unit', created.propertyId, created.unitId, 'start-unit'));
  };
  return (
    <Stack gap="md">
      <Title order={1}>{live ? t('completed.liveTitle') : t('completed.reviewTitle')}</Title>
      <Text>{live ? t('completed.liveText') : t('completed.reviewText')}</Text>
      <ListingSummary property={property} unit={unit} locale={locale} />
      {live && preview ? (
        <Anchor href={preview.url} target="_blank" rel="noopener noreferrer">
          {t('completed.preview')}
        </Anchor>
      ) : null}
      <Group>
        <Button component={Link} to={paths.properties}>
          {t('completed.properties')}
        </Button>
        <Button
          component={Link}
          to={paths.calendar(unitId)}
          variant="default"
          rightSection={<SoonBadge comingSoon={isComingSoonPath(paths.calendar(unitId))} compact />}
        >
          {t('completed.calendar')}
        </Button>
        {property.propertyType === 'multi' ? (
          <Button
            variant="default"
            loading={createUnit.isPending}
            onClick={() => void addUnit().catch(() => undefined)}
          >
            {t('completed.addUnit')}
          </Button>
        ) : null}
      </Group>
      <Stack gap="xs" component="section" aria-labelledby="listing-next-title">
        <Title order={2} size="h4" id="listing-next-title">
          {t('completed.nextTitle')}
        </Title>
        <List>
          <List.Item>{t('completed.nextCalendar')}</List.Item>
          <List.Item>{t('completed.nextPhotos')}</List.Item>
          <List.Item>{t('completed.nextPrices')}</List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
