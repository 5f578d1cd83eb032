import { Text } from '@mantine/core';
import { propertyErrorCodes } from '@hostdeck/contract/properties/properties.errors';
import { propertyTypeSchema } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AccommodationTypeField } from '../basics/accommodation-type-field';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { ApiError, isApiError } from '@/shared/api/api-error';
import { useSavePropertyType } from '../api/property-type';
import { propertyTypeFormSchema } from '../basics/property-type.schema';
import { ChoiceCardsField } from '../components/choice-cards';
import type { ListingStepProps } from '../listing-step.types';

/** Step "property": single or multi-unit, and for a single unit its accommodation type. */
export function PropertyTypeStep({ property, unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const savePropertyType = useSavePropertyType(property.id, unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: propertyTypeFormSchema,
    defaultValues: { propertyType: property.propertyType, accommodationType: unit.accommodationType },
    fields: ['propertyType', 'accommodationType'],
    save: async (values) => {
      try {
        await savePropertyType(property.propertyType, values);
      } catch (error) {
        // The server's refusal, in the host's language (the flow rule canChangePropertyType).
        if (isApiError(error) && error.code === propertyErrorCodes.typeChangeNotAllowed) {
          throw new ApiError({
            status: error.status,
            code: error.code,
            messages: [t('property.typeChangeNotAllowed')],
          });
        }
        throw error;
      }
    },
  });
  const propertyType = form.watch('propertyType');
  const accommodationError = form.formState.errors.accommodationType?.message;
  return (
    <SettingsForm
      title={t('property.title')}
      description={<Text c="dimmed">{t('property.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <ChoiceCardsField
        control={form.control}
        name="propertyType"
        label={t('property.typeLabel')}
        columns={2}
        options={propertyTypeSchema.options.map((type) => ({
          value: type,
          title: t(`property.${type}`),
          description: t(`property.${type}Help`),
        }))}
      />
      {propertyType === 'single' ? (
        <AccommodationTypeField
          control={form.control}
          name="accommodationType"
          description={t('property.accommodationTypeHelp')}
          invalid={Boolean(accommodationError)}
        />
      ) : null}
    </SettingsForm>
  );
}
