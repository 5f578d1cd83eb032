import { Text, Title } from '@mantine/core';
import type { Eligibility } from '@hostdeck/contract/onboarding/eligibility.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useInitOnboarding } from '@/features/listing/api/create-listing';
import { EligibilityForm } from '@/features/listing/components/eligibility-form';
import { ListingFrame } from '@/features/listing/components/listing-top-bar';

/** /listing/check-eligibility: eligible hosts start onboarding, others learn why not. */
export function Component() {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const init = useInitOnboarding();
  const onDecided = (eligibility: Eligibility) => {
    if (!eligibility.eligible) {
      const query = new URLSearchParams(eligibility.reasons.map((reason) => ['reason', reason]));
      void navigate(`${paths.listingOnboardingNotEligible}?${query.toString()}`);
      return;
    }
    init.mutate(undefined, { onSuccess: () => void navigate(paths.listingFirstProperty) });
  };
  return (
    <ListingFrame>
      <Title order={1}>{t('eligibility.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('eligibility.description')}
      </Text>
      <EligibilityForm busy={init.isPending} onDecided={onDecided} />
    </ListingFrame>
  );
}
