import { Alert, Button, Group, Text } from '@mantine/core';
import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

interface InvalidFieldNoticeProps {
  field: InvalidField;
}

/**
 * An invalid field's notice: the message and an 'update' call to action that opens the unit's
 * taxes-and-laws settings at that field (`?field=` tells the page which input to focus).
 */
export function InvalidFieldNotice({ field }: InvalidFieldNoticeProps) {
  const { t } = useTranslation('propertiesPage');
  const to = `${paths.unit(field.propertyId, field.unitId, 'taxes-and-laws')}?field=${field.field}`;
  return (
    <Alert color="red" variant="light" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t(`invalidField.${field.field}`)}</Text>
        <Button
          component={Link}
          to={to}
          size="xs"
          variant="white"
          color="red"
          aria-label={t('invalidField.updateLabel', { field: t(`invalidField.fieldName.${field.field}`) })}
        >
          {t('invalidField.update')}
        </Button>
      </Group>
    </Alert>
  );
}
