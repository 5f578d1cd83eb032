import '@mantine/core/styles/Skeleton.css';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The overview's shape while it loads, so nothing jumps when the numbers arrive. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="xl" aria-busy="true" aria-label={t('loading')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={150} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="lg" />
      <Skeleton height={140} radius="lg" />
    </Stack>
  );
}
