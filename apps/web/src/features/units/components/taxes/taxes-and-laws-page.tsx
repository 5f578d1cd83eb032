import { useSearchParams } from 'react-router';
import {
  useRegionalRequirements,
  useRegionalRequirementsConfiguration,
} from '../../api/regional-requirements';
import { QueryState } from '@/shared/ui/query-state';
import { TaxesAndLawsForm } from './taxes-and-laws-form';

export function TaxesAndLawsPage({ unitId, propertyId }: { unitId: string; propertyId: string }) {
  const [searchParams] = useSearchParams();
  const configuration = useRegionalRequirementsConfiguration(unitId);
  const answers = useRegionalRequirements(unitId);
  if (!configuration.data || !answers.data) {
    return (
      <QueryState
        isError={configuration.isError || answers.isError}
        onRetry={() => {
          void configuration.refetch();
          void answers.refetch();
        }}
      />
    );
  }
  return (
    <TaxesAndLawsForm
      unitId={unitId}
      propertyId={propertyId}
      configuration={configuration.data}
      answers={answers.data}
      focusField={searchParams.get('field')}
    />
  );
}
