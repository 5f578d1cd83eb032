import { Center, Container, Loader } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';

interface ReservationLoadStateProps {
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The reservation is on its way, or a refetch failed (the first load's errors, a 404 among them, go
 * to the route's error page).
 */
export function ReservationLoadState({ isError, retrying, onRetry }: ReservationLoadStateProps) {
  const { t } = useTranslation('reservationDetails');
  return (
    <Container size="lg" py="xl">
      {isError ? (
        <ErrorState
          title={t('loadError.title')}
          description={t('loadError.description')}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </Container>
  );
}
