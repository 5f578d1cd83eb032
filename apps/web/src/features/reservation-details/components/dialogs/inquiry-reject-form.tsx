import '@mantine/core/styles/Input.css';
import { Stack, Text, Textarea } from '@mantine/core';
import {
  inquiryRejectReasonSchema,
  rejectInquiryBodySchema,
  type Inquiry,
} from '@hostdeck/contract/reservations/inquiry.schemas';
import { buildInquiryRejectPayload } from '@hostdeck/contract/reservations/reservations.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { useRejectInquiry } from '../../api/answer-inquiry';
import { useAnswerForm } from '../../hooks/use-answer-form';
import { guestName } from '../../reservation-details.rules';
import { formatStay } from '../sections/stay-section';
import { ExplanationField } from './explanation-field';
import { FormFooter } from '@/shared/forms/form-footer';
import { ReasonChoice } from './reason-choice';

// The explanation travels with reason OTHER only, and is required then; the message to the guest
// is the host's choice. Blank texts are left out of the body.
const rejectInquiryFormSchema = z
  .object({
    reason: inquiryRejectReasonSchema,
    explanation: z.string(),
    message: z.string(),
  })
  .transform(buildInquiryRejectPayload)
  .pipe(rejectInquiryBodySchema);

const FIELDS = ['reason', 'explanation', 'message'] as const;

interface InquiryRejectFormProps {
  inquiry: Inquiry;
  onDone: () => void;
}

export function InquiryRejectForm({ inquiry, onDone }: InquiryRejectFormProps) {
  const { t, i18n } = useTranslation('reservationDetails');
  const reject = useRejectInquiry(inquiry.id);
  const { form, onSubmit, formMessage, submitting } = useAnswerForm({
    schema: rejectInquiryFormSchema,
    defaultValues: { explanation: '', message: '' },
    fields: FIELDS,
    send: (body) => reject.mutateAsync(body),
    onDone,
  });
  const reason = form.watch('reason');
  const { errors } = form.formState;
  const name = guestName(inquiry.customer);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('rejectDialog.consequence', {
            name,
            dates: formatStay(inquiry.checkIn, inquiry.checkOut, i18n.language),
          })}
        </Text>
        <ReasonChoice
          control={form.control}
          name="reason"
          reasons={inquiryRejectReasonSchema.options}
          labels="inquiryReasons"
          onChosen={() => form.clearErrors('explanation')}
        />
        {reason === 'OTHER' ? (
          <ExplanationField
            required
            registration={form.register('explanation')}
            error={errors.explanation?.message}
          />
        ) : null}
        <Textarea
          label={t('form.message')}
          description={t('form.messageDescription', { name })}
          rows={3}
          error={errors.message?.message}
          {...form.register('message')}
        />
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
