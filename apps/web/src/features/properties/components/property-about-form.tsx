import { Alert, Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { showSuccessToast } from '@/shared/ui/toast';
import {
  updatePropertyBodySchema,
  type Property,
  type UpdatePropertyBody,
} from '@hostdeck/contract/properties/property.schemas';
import { useState } from 'react';
import { z } from 'zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateProperty } from '../api/update-property';
import { applyServerErrors } from '../apply-server-errors';

type TextField = 'description' | 'restaurantDescription' | 'specialOfferDescription';
type AboutFields = 'title' | TextField;
type AboutValues = Record<AboutFields, string>;
const textFields: readonly TextField[] = ['description', 'restaurantDescription', 'specialOfferDescription'];
const allFields: readonly AboutFields[] = ['title', ...textFields];

// The form holds strings; the contract's own field rules check them as the server will (blank texts
// are sent as null). Title is required here: the form always sends it.
const shape = updatePropertyBodySchema.shape;
const aboutSchema = z.object({
  title: shape.title.unwrap(),
  description: shape.description.unwrap().unwrap(),
  restaurantDescription: shape.restaurantDescription.unwrap().unwrap(),
  specialOfferDescription: shape.specialOfferDescription.unwrap().unwrap(),
});

function toBody(values: AboutValues): UpdatePropertyBody {
  const body: UpdatePropertyBody = { title: values.title.trim() };
  for (const field of textFields) body[field] = values[field].trim() || null;
  return body;
}

/** The property's about sub-page: title and descriptions, saved with PATCH (spec §2). */
export function PropertyAboutForm({ property }: { property: Property }) {
  const { t } = useTranslation('propertiesPage');
  const update = useUpdateProperty(property.id);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<AboutValues>({
    resolver: zodResolver(aboutSchema),
    defaultValues: {
      title: property.title ?? '',
      description: property.description ?? '',
      restaurantDescription: property.restaurantDescription ?? '',
      specialOfferDescription: property.specialOfferDescription ?? '',
    },
  });
  const { errors, isDirty } = form.formState;

  const messageOf = (error: FieldError | undefined) =>
    !error
      ? undefined
      : error.type === 'server'
        ? error.message
        : t(`about.errors.${error.type}`, { defaultValue: error.message });

  const handleSubmit = form.handleSubmit((values) => {
    setFormMessage(null);
    update.mutate(toBody(values), {
      onSuccess: (saved) => {
        form.reset({
          title: saved.title ?? '',
          description: saved.description ?? '',
          restaurantDescription: saved.restaurantDescription ?? '',
          specialOfferDescription: saved.specialOfferDescription ?? '',
        });
        showSuccessToast(t('about.saved'));
      },
      onError: (error) => {
        const { message, placed } = applyServerErrors(error, allFields, form.setError);
        setFormMessage(message ?? (placed > 0 ? null : t('about.saveFailed')));
      },
    });
  });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md" maw={640}>
        <Title order={2}>{t('about.title')}</Title>
        {formMessage ? (
          <Alert color="red" variant="light" role="alert">
            {formMessage}
          </Alert>
        ) : null}
        <TextInput
          label={t('about.fields.title')}
          required
          {...form.register('title')}
          error={messageOf(errors.title)}
        />
        <Textarea
          label={t('about.fields.description')}

          rows={4}
          {...form.register('description')}
          error={messageOf(errors.description)}
        />
        <Textarea
          label={t('about.fields.restaurantDescription')}
          description={t('about.hints.restaurantDescription')}

          rows={2}
          {...form.register('restaurantDescription')}
          error={messageOf(errors.restaurantDescription)}
        />
        <Textarea
          label={t('about.fields.specialOfferDescription')}
          description={t('about.hints.specialOfferDescription')}

          rows={2}
          {...form.register('specialOfferDescription')}
          error={messageOf(errors.specialOfferDescription)}
        />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('about.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
