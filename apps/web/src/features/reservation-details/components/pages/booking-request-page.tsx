import { Button } from '@mantine/core';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import { bookingRequestDisplayStatus } from '@hostdeck/contract/reservations/reservations.rules';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate } from '@/shared/i18n/format';
import { useConfirmBookingRequest } from '../../api/answer-booking-request';
import { canAnswerRequest, guestName } from '../../reservation-details.rules';
import { AnswerDialog } from '../dialogs/answer-dialog';
import { ConfirmAnswerModal } from '../dialogs/confirm-answer-modal';
import { RequestRejectForm } from '../dialogs/request-reject-form';
import { GuestSection } from '../sections/guest-section';
import { MessageSection } from '../sections/message-section';
import { PriceSection } from '../sections/price-section';
import { formatStay, StaySection } from '../sections/stay-section';
import { UnitSection } from '../sections/unit-section';
import { RequestNotice } from './request-notice';
import { ReservationLayout } from './reservation-layout';

const statusColor = { pending: 'yellow', confirmed: 'green', rejected: 'gray', expired: 'gray' } as const;

/** A booking request as the host decides on it: who, when, where, for how much, and until when to answer. */
export function BookingRequestPage({ request }: { request: BookingRequest }) {
  const { t, i18n } = useTranslation('reservationDetails');
  const [dialog, setDialog] = useState<'confirm' | 'reject' | null>(null);
  const confirm = useConfirmBookingRequest(request.id);
  const close = () => setDialog(null);
  const status = bookingRequestDisplayStatus(request.status);
  const name = guestName(request.guest);
  const unitTitle = request.propertyUnitSummary.title ?? t('unit.untitled');
  const pending = canAnswerRequest(request.status);
  const handleConfirm = () => confirm.mutate(undefined, { onSettled: close });
  return (
    <>
      <ReservationLayout
        kicker={`${t('heading.request')} · ${t('heading.received', { date: formatDate(request.createdAt, i18n.language) })}`}
        title={name}
        status={{ label: t(`status.request.${status}`), color: statusColor[status] }}
        actions={
          pending ? (
            <>
              <Button onClick={() => setDialog('confirm')}>{t('actions.confirmRequest')}</Button>
              <Button variant="default" onClick={() => setDialog('reject')}>
                {t('actions.rejectRequest')}
              </Button>
            </>
          ) : null
        }
        notices={<RequestNotice request={request} />}
      >
        <GuestSection guest={request.guest} guests={request.guests} />
        <StaySection checkIn={request.checkIn} checkOut={request.checkOut} />
        <UnitSection unit={request.propertyUnitSummary} />
        <PriceSection
          total={request.totalPrice}
          breakdown={request.priceBreakdown}
          paymentOption={request.paymentOption}
        />
        {request.message ? <MessageSection message={request.message} /> : null}
      </ReservationLayout>
      <ConfirmAnswerModal
        opened={dialog === 'confirm'}
        title={t('confirmDialog.requestTitle', { name })}
        stay={t('confirmDialog.stay', {
          name,
          unit: unitTitle,
          dates: formatStay(request.checkIn, request.checkOut, i18n.language),
        })}
        consequence={t('confirmDialog.requestConsequence', { name })}
        busy={confirm.isPending}
        onConfirm={handleConfirm}
        onClose={close}
      />
      <AnswerDialog
        opened={dialog === 'reject'}
        title={t('rejectDialog.requestTitle', { name })}
        onClose={close}
      >
        <RequestRejectForm request={request} onDone={close} />
      </AnswerDialog>
    </>
  );
}
