import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ListingInProgress } from '@hostdeck/contract/home/home.schemas';
import type { PropertyType } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useCreateProperty } from '../api/create-listing';
import { reusableDraft } from '../listing-drafts.rules';

const kinds: readonly PropertyType[] = ['single', 'multi'];

/**
 * Single or multi-unit: creates the property with its first unit and opens its first step, or
 * reopens an untouched draft of that kind instead of leaving another one behind.
 */
export function PropertyKindChooser({ drafts = [] }: { drafts?: readonly ListingInProgress[] }) {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const create = useCreateProperty();
  const choose = (kind: PropertyType) => {
    const draft = reusableDraft(drafts, kind);
    if (draft) {
      void navigate(paths.listingFlow(draft.flow, draft.propertyId, draft.unitId, 'property'));
      return;
    }
    create.mutate(kind, {
      onSuccess: ({ propertyId, unitId }) =>
        void navigate(
          paths.listingFlow(kind === 'single' ? 'single-unit' : 'multi-unit', propertyId, unitId, 'property'),
        ),
    });
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {kinds.map((kind) => (
        <Card key={kind} withBorder padding="lg">
          <Stack gap="sm" h="100%" justify="space-between">
            <div>
              <Text component="h2" fw={700} size="lg" m={0}>
                {t(`start.kinds.${kind}.title`)}
              </Text>
              <Text size="sm">{t(`start.kinds.${kind}.description`)}</Text>
            </div>
            <Button
              onClick={() => choose(kind)}
              loading={create.isPending && create.variables === kind}
              disabled={create.isPending}
            >
              {t(`start.kinds.${kind}.choose`)}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
