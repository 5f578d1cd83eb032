import { Anchor, Text } from '@mantine/core';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

/**
 * Where the price page's minimum stay and notice went: the unit's stay rules own them, beside
 * maximum stay, preparation days, booking window and check-in days, so one setting has one place.
 */
export function StayLimitsHint({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('units');
  return (
    <Text size="sm" c="dimmed">
      {t('price.stayLimitsElsewhere')}{' '}
      {/* Underlined: inside a sentence a link must not be told apart by its colour alone. */}
      <Anchor
        component={Link}
        to={paths.unit(unit.propertyId, unit.propertyUnitPublicId, 'stay-rules')}
        underline="always"
      >
        {t('price.stayLimitsLink')}
      </Anchor>
    </Text>
  );
}
