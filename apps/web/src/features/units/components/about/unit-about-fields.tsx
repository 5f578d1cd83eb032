import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainTextarea, PlainTextInput } from '@/shared/ui/plain/plain-text-field';

export const aboutFields = ['title', 'description'] as const;
export type AboutField = (typeof aboutFields)[number];

/** What a field takes beyond its label: the form's binding, or the preview's value. */
type FieldBinding = Omit<ComponentPropsWithRef<'input'> & ComponentPropsWithRef<'textarea'>, 'ref'> & {
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

/** The unit's title and description as the form shows them before any change. */
export function aboutDefaults(unit: PropertyUnit): Record<AboutField, string> {
  return { title: unit.title ?? '', description: unit.description ?? '' };
}

/**
 * The about form's two fields, drawn the same for the form (bound to it) and for the preview that
 * shows the unit's text while the form's code loads (unit-about-form.tsx).
 */
export function AboutFields({
  bind,
  errors,
}: {
  bind: (field: AboutField) => FieldBinding;
  errors?: Partial<Record<AboutField, ReactNode>>;
}) {
  const { t } = useTranslation('units');
  return (
    <>
      <PlainTextInput
        label={t('about.titleLabel')}
        description={t('about.titleDescription')}
        required
        error={errors?.title}
        {...bind('title')}
      />
      <PlainTextarea
        label={t('about.descriptionLabel')}
        description={t('about.descriptionHelp')}
        rows={6}
        error={errors?.description}
        {...bind('description')}
      />
    </>
  );
}
