import { Paper, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { useSetPropertyPlace } from '../api/places';
import { chosenPlace, locationLabel, placeFormSchema, placeFromLocation } from '../basics/place-form.schema';
import { PlaceSearch } from '../basics/place-search';
import type { ListingStepProps } from '../listing-step.types';

/** Step "location": the town or city, found by a search; the street comes next. */
export function LocationSearchStep({ property }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const setPlace = useSetPropertyPlace(property.id);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: placeFormSchema,
    defaultValues: { place: placeFromLocation(property.location) },
    fields: ['place'],
    save: async (values) => {
      if (values.place) await setPlace.mutateAsync({ place: values.place });
    },
  });
  return (
    <SettingsForm
      title={t('location.title')}
      description={<Text c="dimmed">{t('location.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <Controller
        control={form.control}
        name="place"
        render={({ field, fieldState }) => (
          <>
            <PlaceSearch
              initialQuery={locationLabel(property.location)}
              onPick={(place) => field.onChange(chosenPlace(place))}
              error={fieldState.error ? t('location.required') : undefined}
            />
            {field.value ? (
              <Paper withBorder p="md" aria-live="polite">
                <Text size="sm" c="dimmed">
                  {t('location.selected')}
                </Text>
                <Text fw={600}>{field.value.formattedAddress ?? field.value.city}</Text>
              </Paper>
            ) : null}
          </>
        )}
      />
    </SettingsForm>
  );
}
