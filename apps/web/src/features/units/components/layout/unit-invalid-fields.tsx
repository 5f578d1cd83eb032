import { showsInvalidFieldNotice, sortInvalidFields } from '@hostdeck/contract/properties/properties.rules';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PlainAlert } from '@/shared/ui/plain/plain-alert';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { PlainGroup } from '@/shared/ui/plain/plain-group';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainText } from '@/shared/ui/plain/plain-text';

/**
 * Outside the in-progress state, each invalid field shows its message and
 * an 'update' call to action to the taxes-and-laws page at that field; registration number first.
 */
export function UnitInvalidFields({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('units');
  if (!showsInvalidFieldNotice(unit.state, unit.invalidFields.length)) return null;
  return (
    <PlainStack gap="xs">
      {sortInvalidFields(unit.invalidFields).map((field) => (
        <PlainAlert key={field.field} color="red" variant="light" p="xs" role="alert">
          <PlainGroup justify="space-between" wrap="nowrap" gap="sm">
            <PlainText size="sm">{t(`invalidField.${field.field}`)}</PlainText>
            <PlainButton
              component={Link}
              to={`${paths.unit(field.propertyId, field.unitId, 'taxes-and-laws')}?field=${field.field}`}
              size="xs"
              variant="white"
              color="red"
              aria-label={t(`invalidField.updateLabel.${field.field}`)}
            >
              {t('invalidField.update')}
            </PlainButton>
          </PlainGroup>
        </PlainAlert>
      ))}
    </PlainStack>
  );
}
