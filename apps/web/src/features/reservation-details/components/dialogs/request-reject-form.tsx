import { Stack, Text } from '@mantine/core';
import {
  bookingRequestRejectReasonSchema,
  rejectBookingRequestBodySchema,
  type BookingRequest,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import { buildRequestRejectPayload } from '@hostdeck/contract/reservations/reservations.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { useRejectBookingRequest } from '../../api/answer-booking-request';
import { useAnswerForm } from '../../hooks/use-answer-form';
import { guestName, requestExplanationShown, requestRejectSubReasons } from '../../reservation-details.rules';
import { formatStay } from '../sections/stay-section';
import { ExplanationField } from './explanation-field';
import { FormFooter } from '@/shared/forms/form-footer';
import { ReasonChoice } from './reason-choice';
import { SubReasonField } from './sub-reason-field';

// What the host fills in, turned into the body the contract's payload rule makes of it (blank
// details dropped, an explanation kept only where it travels) and checked as the server checks it.
const rejectRequestFormSchema = z
  .object({
    reason: bookingRequestRejectReasonSchema,
    subReason: z.string(),
    explanation: z.string(),
  })
  .transform(buildRequestRejectPayload)
  .pipe(rejectBookingRequestBodySchema);

const FIELDS = ['reason', 'subReason', 'explanation'] as const;

interface RequestRejectFormProps {
  request: BookingRequest;
  onDone: () => void;
}

/** Rejecting a booking request: a reason, its detail where it has some, and an explanation when needed. */
export function RequestRejectForm({ request, onDone }: RequestRejectFormProps) {
  const { t, i18n } = useTranslation('reservationDetails');
  const reject = useRejectBookingRequest(request.id);
  const { form, onSubmit, formMessage, submitting } = useAnswerForm({
    schema: rejectRequestFormSchema,
    defaultValues: { subReason: '', explanation: '' },
    fields: FIELDS,
    send: (body) => reject.mutateAsync(body),
    onDone,
  });
  const reason = form.watch('reason');
  const subReason = form.watch('subReason') ?? '';
  const subReasons = reason ? requestRejectSubReasons[reason] : undefined;
  const { errors } = form.formState;
  const name = guestName(request.guest);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('rejectDialog.consequence', {
            name,
            dates: formatStay(request.checkIn, request.checkOut, i18n.language),
          })}
        </Text>
        <ReasonChoice
          control={form.control}
          name="reason"
          reasons={bookingRequestRejectReasonSchema.options}
          labels="requestReasons"
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
        {requestExplanationShown(reason, subReason) ? (
          <ExplanationField
            required={reason === 'OTHER'}
            registration={form.register('explanation')}
            error={errors.explanation?.message}
          />
        ) : null}
        <FormFooter
          formMessage={formMessage}
          backLabel={t('rejectDialog.back')}
          submitLabel={t('rejectDialog.submit')}
          submitting={submitting}
          onBack={onDone}
          destructive
        />
      </Stack>
    </form>
  );
}
