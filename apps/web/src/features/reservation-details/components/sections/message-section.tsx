import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from './section-card';

/** The guest's own words, line breaks kept. */
export function MessageSection({ message }: { message: string }) {
  const { t } = useTranslation('reservationDetails');
  return (
    <SectionCard title={t('message.title')}>
      <Text component="blockquote" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </SectionCard>
  );
}
