import { QueryState } from '@/shared/ui/query-state';
import { BusinessDetailsForm } from '../account/business-details-form';
import { IndividualDetailsForm } from '../account/individual-details-form';
import { useBusinessDetails, useIndividualDetails, useOnboardingConfiguration } from '../api/onboarding';
import type { ListingStepProps } from '../listing-step.types';

/** Listing step personal-details/info: an individual's or a company's details, by account type. */
export function PersonalDetailsStep({ user }: ListingStepProps) {
  const isCompany = user.type === 'company';
  const configuration = useOnboardingConfiguration();
  const individual = useIndividualDetails(!isCompany);
  const business = useBusinessDetails(isCompany);
  const details = isCompany ? business : individual;
  if (configuration.isError || details.isError) {
    return (
      <QueryState
        isError
        onRetry={() => {
          void configuration.refetch();
          void details.refetch();
        }}
      />
    );
  }
  // `null` is a loaded answer (nothing saved yet); only `undefined` means still loading.
  if (!configuration.data || details.data === undefined)
    return <QueryState isError={false} onRetry={() => {}} />;
  const countries = configuration.data.countries;
  return isCompany ? (
    <BusinessDetailsForm stored={business.data ?? null} user={user} countries={countries} />
  ) : (
    <IndividualDetailsForm stored={individual.data ?? null} user={user} countries={countries} />
  );
}
