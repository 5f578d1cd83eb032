import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { QueryState } from '@/shared/ui/query-state';
import { useUnitStayRules } from '../../api/stay-rules';
import { StayRulesForm } from './stay-rules-form';

/** The unit's stay rules page: its rules and its seasons' overrides, saved together. */
export function StayRulesPage({ unit }: { unit: PropertyUnit }) {
  const rules = useUnitStayRules(unit.propertyUnitPublicId);
  return rules.data ? (
    <StayRulesForm unit={unit} rules={rules.data} />
  ) : (
    <QueryState isError={rules.isError} onRetry={() => void rules.refetch()} />
  );
}
