import '@mantine/core/styles/Image.css';
import { Anchor, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { PropertyListItem } from '@hostdeck/contract/properties/property-list.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { UnitStateBadge } from './unit-state-badge';

interface PropertyCardProps {
  property: PropertyListItem;
}

/** One property of the list with its unit summary and each unit's state badge. */
export function PropertyCard({ property }: PropertyCardProps) {
  const { t } = useTranslation('propertiesPage');
  const title = property.title ?? t('list.untitled');
  const summary = property.unitSummary;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Anchor
              component={Link}
              to={paths.property(property.id)}
              fw={600}
              aria-label={t('list.openProperty', { title })}
            >
              {title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(`list.propertyType.${property.propertyType}`)} ·{' '}
              {t('list.summary', { count: summary.total })}
            </Text>
          </div>
          <Group gap="xs" justify="flex-end">
            {summary.published > 0 ? (
              <Text size="xs" c="dimmed">
                {t('list.summaryPublished', { count: summary.published })}
              </Text>
            ) : null}
            {summary.inProgress > 0 ? (
              <Text size="xs" c="dimmed">
                {t('list.summaryInProgress', { count: summary.inProgress })}
              </Text>
            ) : null}
            {summary.actionNeeded > 0 ? (
              <Text size="xs" c="red.8" fw={600}>
                {t('list.summaryActionNeeded', { count: summary.actionNeeded })}
              </Text>
            ) : null}
          </Group>
        </Group>
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('list.unitsLabel', { title })}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {property.units.map((unit) => (
            <Group key={unit.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                {unit.thumbnail ? (
                  <Image src={unit.thumbnail} alt="" w={48} h={36} radius="sm" fit="cover" />
                ) : null}
                <Anchor component={Link} to={paths.unit(property.id, unit.id)} size="sm" c="inherit">
                  {unit.title ?? t('units.untitled')}
                </Anchor>
              </Group>
              {/* The state is read whole in every language (Croatian "Potrebna radnja"); the title wraps instead. */}
              <Box flex="none">
                <UnitStateBadge state={unit.state} previewLinkCount={unit.previewLinkCount} />
              </Box>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
