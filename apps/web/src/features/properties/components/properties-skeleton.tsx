import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The list's shape while it loads, so the cards do not jump in. */
export function PropertiesSkeleton() {
  const { t } = useTranslation('propertiesPage');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={120} radius="md" />
      ))}
    </Stack>
  );
}
