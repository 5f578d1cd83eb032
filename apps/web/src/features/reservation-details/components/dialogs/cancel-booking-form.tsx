import { Stack, Text } from '@mantine/core';
import {
  bookingCancelReasonSchema,
  cancelBookingBodySchema,
  type Booking,
} from '@hostdeck/contract/reservations/booking.schemas';
import { isOtherReasonUnexplained } from '@hostdeck/contract/reservations/reservation-stay.schemas';
import { buildCancelBookingPayload } from '@hostdeck/contract/reservations/reservations.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { useCancelBooking } from '../../api/cancel-booking';
import { useAnswerForm } from '../../hooks/use-answer-form';
import { cancelSubReasons, guestName } from '../../reservation-details.rules';
import { formatStay } from '../sections/stay-section';
import { ExplanationField } from './explanation-field';
import { FormFooter } from '@/shared/forms/form-footer';
import { ReasonChoice } from './reason-choice';
import { SubReasonField } from './sub-reason-field';

// The body as the cancel call takes it (blank texts left out), with the rule the server checks on
// its own: reason OTHER needs a few words.
const cancelBookingFormSchema = z
  .object({
    reason: bookingCancelReasonSchema,
    subReason: z.string(),
    explanation: z.string(),
  })
  .transform(buildCancelBookingPayload)
  .pipe(
    cancelBookingBodySchema.refine((body) => !isOtherReasonUnexplained(body), {
      path: ['explanation'],
      params: { rule: 'explanationRequired' },
    }),
  );

const FIELDS = ['reason', 'subReason', 'explanation'] as const;

interface CancelBookingFormProps {
  booking: Booking;
  onDone: () => void;
}

export function CancelBookingForm({ booking, onDone }: CancelBookingFormProps) {
  const { t, i18n } = useTranslation('reservationDetails');
  const cancel = useCancelBooking(booking.id);
  const { form, onSubmit, formMessage, submitting } = useAnswerForm({
    schema: cancelBookingFormSchema,
    defaultValues: { subReason: '', explanation: '' },
    fields: FIELDS,
    send: (body) => cancel.mutateAsync(body),
    onDone,
  });
  const reason = form.watch('reason');
  const subReasons = reason ? cancelSubReasons[reason] : undefined;
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('cancelDialog.consequence', {
            name: guestName(booking.guest),
            dates: formatStay(booking.checkIn, booking.checkOut, i18n.language),
          })}
        </Text>
        <ReasonChoice
          control={form.control}
          name="reason"
          reasons={bookingCancelReasonSchema.options}
          labels="cancelReasons"
          onChosen={() => {
            form.setValue('subReason', '');
            form.clearErrors(['subReason', 'explanation']);
          }}
        />
        {subReasons ? (
          <SubReasonField
            options={subReasons}
            registration={form.register('subReason')}
            error={errors.subReason?.message}
          />
        ) : null}
        <ExplanationField
          required={reason === 'OTHER'}
          registration={form.register('explanation')}
          error={errors.explanation?.message}
        />
        <FormFooter
          formMessage={formMessage}
          backLabel={t('cancelDialog.back')}
          submitLabel={t('cancelDialog.submit')}
          submitting={submitting}
          onBack={onDone}
          destructive
        />
      </Stack>
    </form>
  );
}
