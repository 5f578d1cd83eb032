import '@mantine/core/styles/List.css';
import { Button, List, Text, Title } from '@mantine/core';
import type { IneligibleReason } from '@hostdeck/contract/onboarding/eligibility.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { ListingFrame } from '@/features/listing/components/listing-top-bar';

const reasons: readonly IneligibleReason[] = ['country', 'rentalRight', 'rentalKind'];

/** /listing/onboarding-not-eligible?reason=…: why we cannot take the listing. */
export function Component() {
  const { t } = useTranslation('listing');
  const [search] = useSearchParams();
  const given = reasons.filter((reason) => search.getAll('reason').includes(reason));
  return (
    <ListingFrame>
      <Title order={1}>{t('notEligible.title')}</Title>
      <Text mt="xs">{t('notEligible.description')}</Text>
      {given.length > 0 ? (
        <List mt="md">
          {given.map((reason) => (
            <List.Item key={reason}>{t(`notEligible.reasons.${reason}`)}</List.Item>
          ))}
        </List>
      ) : null}
      <Button component={Link} to={paths.home} mt="lg">
        {t('notEligible.home')}
      </Button>
    </ListingFrame>
  );
}
