import { Alert, Button } from '@mantine/core';
import type { Inquiry } from '@hostdeck/contract/reservations/inquiry.schemas';
import {
  inquiryDisplayStatus,
  type InquiryDisplayStatus,
} from '@hostdeck/contract/reservations/reservations.rules';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate } from '@/shared/i18n/format';
import { useConfirmInquiry } from '../../api/answer-inquiry';
import { canAnswerInquiry, guestName } from '../../reservation-details.rules';
import { AnswerDialog } from '../dialogs/answer-dialog';
import { ConfirmAnswerModal } from '../dialogs/confirm-answer-modal';
import { InquiryRejectForm } from '../dialogs/inquiry-reject-form';
import { GuestSection } from '../sections/guest-section';
import { MessageSection } from '../sections/message-section';
import { OverlappingUnavailabilities } from '../sections/overlapping-unavailabilities';
import { PriceSection } from '../sections/price-section';
import { formatStay, StaySection } from '../sections/stay-section';
import { UnitSection } from '../sections/unit-section';
import { ReservationLayout } from './reservation-layout';

const statusColor: Record<InquiryDisplayStatus, string> = {
  requested: 'yellow',
  // Overdue: shown in the error style, with a sentence saying what to do.
  actionNeeded: 'red',
  confirmed: 'green',
  reviewCollection: 'blue',
  reviewCollected: 'teal',
  noReviewCollected: 'gray',
  expiredCheckout: 'gray',
  rejected: 'gray',
};

/** A guest's question about a stay, what else holds those nights, and the host's yes or no. */
export function InquiryPage({ inquiry }: { inquiry: Inquiry }) {
  const { t, i18n } = useTranslation('reservationDetails');
  const [dialog, setDialog] = useState<'confirm' | 'reject' | null>(null);
  const confirm = useConfirmInquiry(inquiry.id);
  const close = () => setDialog(null);
  const status = inquiryDisplayStatus(inquiry.status);
  const name = guestName(inquiry.customer);
  const unitTitle = inquiry.propertyUnitSummary.title ?? t('unit.untitled');
  return (
    <>
      <ReservationLayout
        kicker={`${t('heading.inquiry')} · ${t('heading.received', { date: formatDate(inquiry.createdAt, i18n.language) })}`}
        title={name}
        status={{ label: t(`status.inquiry.${status}`), color: statusColor[status] }}
        actions={
          canAnswerInquiry(inquiry.status) ? (
            <>
              <Button onClick={() => setDialog('confirm')}>{t('actions.confirmInquiry')}</Button>
              <Button variant="default" onClick={() => setDialog('reject')}>
                {t('actions.rejectInquiry')}
              </Button>
            </>
          ) : null
        }
        notices={
          status === 'actionNeeded' ? (
            <Alert color="red" title={t('notes.actionNeededTitle')}>
              {t('notes.actionNeeded')}
            </Alert>
          ) : null
        }
        footer={<OverlappingUnavailabilities inquiryId={inquiry.id} />}
      >
        <GuestSection guest={inquiry.customer} guests={inquiry.guests} />
        <StaySection checkIn={inquiry.checkIn} checkOut={inquiry.checkOut} />
        <UnitSection unit={inquiry.propertyUnitSummary} />
        <PriceSection total={inquiry.totalPrice} breakdown={inquiry.priceBreakdown} />
        {inquiry.message ? <MessageSection message={inquiry.message} /> : null}
      </ReservationLayout>
      <ConfirmAnswerModal
        opened={dialog === 'confirm'}
        title={t('confirmDialog.inquiryTitle', { name })}
        stay={t('confirmDialog.stay', {
          name,
          unit: unitTitle,
          dates: formatStay(inquiry.checkIn, inquiry.checkOut, i18n.language),
        })}
        consequence={t('confirmDialog.inquiryConsequence', { name })}
        busy={confirm.isPending}
        onConfirm={() => confirm.mutate(undefined, { onSettled: close })}
        onClose={close}
      />
      <AnswerDialog
        opened={dialog === 'reject'}
        title={t('rejectDialog.inquiryTitle', { name })}
        onClose={close}
      >
        <InquiryRejectForm inquiry={inquiry} onDone={close} />
      </AnswerDialog>
    </>
  );
}
