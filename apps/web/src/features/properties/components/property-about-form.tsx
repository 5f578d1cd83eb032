import '@mantine/core/styles/Input.css';
import { Textarea, TextInput } from '@mantine/core';
import {
  updatePropertyBodySchema,
  type Property,
  type UpdatePropertyBody,
} from '@hostdeck/contract/properties/property.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { useUpdateProperty } from '../api/update-property';

const textFields = ['description', 'restaurantDescription', 'specialOfferDescription'] as const;
const fields = ['title', ...textFields] as const;

// The form holds strings; the contract's own field rules check them as the server will, and blank
// texts are sent as null. Title is required here: the form always sends it.
const shape = updatePropertyBodySchema.shape;
const aboutSchema = z
  .object({
    title: shape.title.unwrap(),
    description: shape.description.unwrap().unwrap(),
    restaurantDescription: shape.restaurantDescription.unwrap().unwrap(),
    specialOfferDescription: shape.specialOfferDescription.unwrap().unwrap(),
  })
  .transform((values): UpdatePropertyBody => {
    const body: UpdatePropertyBody = { title: values.title.trim() };
    for (const field of textFields) body[field] = values[field].trim() || null;
    return body;
  });

/** The property's about sub-page: title and descriptions, saved with PATCH, in the settings form stack. */
export function PropertyAboutForm({ property }: { property: Property }) {
  const { t } = useTranslation('propertiesPage');
  const update = useUpdateProperty(property.id);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: aboutSchema,
    defaultValues: {
      title: property.title ?? '',
      description: property.description ?? '',
      restaurantDescription: property.restaurantDescription ?? '',
      specialOfferDescription: property.specialOfferDescription ?? '',
    },
    version: property.version,
    save: (body, version) => update.mutateAsync({ body, version }),
    fields,
  });
  const { errors } = form.formState;
  return (
    <SettingsForm
      title={t('about.title')}
      onSubmit={(event) => void onSubmit(event)}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      <TextInput
        label={t('about.fields.title')}
        required
        {...form.register('title')}
        error={errors.title?.message}
      />
      <Textarea
        label={t('about.fields.description')}
        rows={4}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <Textarea
        label={t('about.fields.restaurantDescription')}
        description={t('about.hints.restaurantDescription')}
        rows={2}
        {...form.register('restaurantDescription')}
        error={errors.restaurantDescription?.message}
      />
      <Textarea
        label={t('about.fields.specialOfferDescription')}
        description={t('about.hints.specialOfferDescription')}
        rows={2}
        {...form.register('specialOfferDescription')}
        error={errors.specialOfferDescription?.message}
      />
    </SettingsForm>
  );
}
