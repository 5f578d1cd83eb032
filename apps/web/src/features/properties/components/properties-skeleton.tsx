import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainSkeleton } from '@/shared/ui/plain/plain-skeleton';
import { PlainStack } from '@/shared/ui/plain/plain-stack';

/** The list's shape while it loads, so the cards do not jump in. */
export function PropertiesSkeleton() {
  const { t } = useTranslation('propertiesPage');
  return (
    <PlainStack gap="md" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2].map((key) => (
        <PlainSkeleton key={key} height={120} radius="md" />
      ))}
    </PlainStack>
  );
}
