import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainSimpleGrid } from '@/shared/ui/plain/plain-simple-grid';
import { PlainSkeleton } from '@/shared/ui/plain/plain-skeleton';
import { PlainStack } from '@/shared/ui/plain/plain-stack';

/** The overview's shape while it loads, so nothing jumps when the numbers arrive. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <PlainStack gap="xl" aria-busy="true" aria-label={t('loading')}>
      <PlainSimpleGrid columns="1-3">
        {[0, 1, 2].map((key) => (
          <PlainSkeleton key={key} height={150} radius="lg" />
        ))}
      </PlainSimpleGrid>
      <PlainSkeleton height={220} radius="lg" />
      <PlainSkeleton height={140} radius="lg" />
    </PlainStack>
  );
}
