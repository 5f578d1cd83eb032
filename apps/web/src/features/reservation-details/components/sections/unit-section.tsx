import '@mantine/core/styles/Image.css';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import type { PropertyUnitSummary } from '@hostdeck/contract/reservations/reservation-parts.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { SectionCard } from './section-card';

/** The unit the stay is for, with its cover photo and a way to its settings. */
export function UnitSection({ unit }: { unit: PropertyUnitSummary }) {
  const { t } = useTranslation('reservationDetails');
  const title = unit.title ?? t('unit.untitled');
  return (
    <SectionCard title={t('unit.title')}>
      <Group gap="md" wrap="nowrap" align="center">
        {unit.thumbnail ? (
          <Image
            src={unit.thumbnail}
            alt={t('unit.thumbnailAlt', { title })}
            w={72}
            h={72}
            radius="md"
            fit="cover"
          />
        ) : null}
        <Stack gap={4} miw={0}>
          <Text fw={600}>{title}</Text>
          <Anchor component={Link} to={paths.unit(unit.propertyId, unit.publicId)} size="sm">
            {t('unit.open')}
          </Anchor>
        </Stack>
      </Group>
    </SectionCard>
  );
}
