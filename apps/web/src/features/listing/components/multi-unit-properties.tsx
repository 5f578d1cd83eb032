import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { usePropertyList } from '@/features/properties/api/get-property-list';
import { useCreateUnit } from '../api/create-listing';

/** add-property: the host's multi-unit properties, each with "add a unit". */
export function MultiUnitProperties() {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const list = usePropertyList('', 1);
  const createUnit = useCreateUnit();
  const properties = (list.data?.items ?? []).filter((property) => property.propertyType === 'multi');
  if (properties.length === 0) return null;
  const add = (propertyId: string) =>
    createUnit.mutate(propertyId, {
      onSuccess: ({ unitId }) =>
        void navigate(paths.listingFlow('multi-unit', propertyId, unitId, 'start-unit')),
    });
  return (
    <Stack gap="xs" mt="xl">
      <Text component="h2" fw={700} size="lg" m={0}>
        {t('start.multiUnitTitle')}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {properties.map((property) => (
          <Group component="li" key={property.id} justify="space-between" wrap="nowrap">
            <Text>{property.title ?? t('start.untitled')}</Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => add(property.id)}
              loading={createUnit.isPending && createUnit.variables === property.id}
              disabled={createUnit.isPending}
              aria-label={t('start.addUnitTo', { title: property.title ?? t('start.untitled') })}
            >
              {t('start.addUnit')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
