import { Text } from '@mantine/core';
import { calendarStatusSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { ChoiceCardsField } from '../components/choice-cards';
import { useCalendarAction } from '../api/calendar-action';

/** The two calendar states a new listing starts in; NEUTRAL (not chosen yet) and PAUSED are not choices here. */
const CHOICES = calendarStatusSchema.extract(['AVAILABLE', 'BLOCKED']);

/** The unit's calendar status: whether the calendar opens for bookings when the listing goes live. */
export function CalendarAvailabilityForm({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('listingPricing');
  const action = useCalendarAction(unit.propertyUnitPublicId);
  const schema = useMemo(
    () =>
      z.object({ status: calendarStatusSchema.extract(CHOICES.options, { error: t('calendar.required') }) }),
    [t],
  );
  const current = unit.calendarAvailability.status;
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema,
    defaultValues: { status: CHOICES.safeParse(current).data },
    fields: ['status'],
    save: (values) => action.mutateAsync({ status: values.status }),
  });
  return (
    <SettingsForm
      title={t('calendar.title')}
      description={<Text c="dimmed">{t('calendar.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <ChoiceCardsField
        control={form.control}
        name="status"
        label={t('calendar.status')}
        required
        options={CHOICES.options.map((status) => ({
          value: status,
          title: t(`calendar.${status}`),
          description: t(`calendar.${status}Description`),
        }))}
      />
    </SettingsForm>
  );
}
