import { Alert, Badge, Text } from '@mantine/core';
import { isNoticeDaysAllowed, noticeDayOptions } from '@hostdeck/contract/properties/notice-days.rules';
import {
  bookingTypeSchema,
  cancellationPolicySchema,
  type CancellationPolicy,
  DEFAULT_BOOKING_TYPE,
  type MinimumNoticeDays,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CancellationPolicyField } from '@/features/units/components/policies/cancellation-policy-field';
import { z } from 'zod';
import { useHostConfig } from '@/app/startup/startup-context';
import { useUpdatePropertyUnit } from '@/features/units/api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { ChoiceCardsField } from '../components/choice-cards';

/** The shortest notice an on-request unit may ask for (same day and 1 day are not offered to it). */
const ON_REQUEST_NOTICE = noticeDayOptions('onRequest').find((option) => !option.disabled)
  ?.value as MinimumNoticeDays;

/**
 * The default booking type: onLine (recommended) or onRequest, with
 * the warning when the host config turns it on; plus the cancellation policy guests book under.
 */
export function BookingPreferenceForm({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('listingPricing');
  const { features } = useHostConfig();
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const schema = useMemo(
    () =>
      z.object({
        bookingType: bookingTypeSchema,
        cancellationPolicy: cancellationPolicySchema.extract(cancellationPolicySchema.options, {
          error: t('booking.cancellationRequired'),
        }),
      }),
    [t],
  );
  const notice = unit.price.minimumNoticeDays;
  // An on-request unit cannot take same-day or next-day guests: the notice moves up with the switch.
  const raisesNotice = (bookingType: string) =>
    bookingType === 'onRequest' && notice !== null && !isNoticeDaysAllowed('onRequest', notice);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema,
    defaultValues: {
      bookingType: unit.bookingType ?? DEFAULT_BOOKING_TYPE,
      cancellationPolicy: unit.cancellationPolicy ?? undefined,
    },
    fields: ['bookingType', 'cancellationPolicy'],
    save: (values) =>
      update.mutateAsync({
        body: raisesNotice(values.bookingType)
          ? { ...values, price: { minimumNoticeDays: ON_REQUEST_NOTICE } }
          : values,
      }),
  });
  const bookingType = form.watch('bookingType');
  return (
    <SettingsForm
      title={t('booking.title')}
      description={<Text c="dimmed">{t('booking.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <ChoiceCardsField
        control={form.control}
        name="bookingType"
        label={t('booking.bookingType')}
        required
        options={bookingTypeSchema.options.map((type) => ({
          value: type,
          title: t(`booking.${type}`),
          description: t(`booking.${type}Description`),
          badge:
            type === 'onLine' ? (
              <Badge color="green" variant="light" size="sm">
                {t('booking.recommended')}
              </Badge>
            ) : null,
        }))}
      />
      {bookingType === 'onRequest' && features.onRequestWarning ? (
        <Alert color="yellow" title={t('booking.warningTitle')}>
          {t('booking.warningDescription')}
        </Alert>
      ) : null}
      {raisesNotice(bookingType) ? (
        <Text size="sm" role="status">
          {t('booking.noticeRaised', { count: ON_REQUEST_NOTICE })}
        </Text>
      ) : null}
      <CancellationPolicyField
        control={form.control as unknown as Control<{ cancellationPolicy: CancellationPolicy | null }>}
      />
    </SettingsForm>
  );
}
