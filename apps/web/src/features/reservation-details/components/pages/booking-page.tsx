import { Alert, Button } from '@mantine/core';
import type { Booking, BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate } from '@/shared/i18n/format';
import { canAddToCalendar, canCancelBooking, guestName } from '../../reservation-details.rules';
import { AnswerDialog } from '../dialogs/answer-dialog';
import { AddToCalendarButton } from '../sections/add-to-calendar-button';
import { CancelBookingForm } from '../dialogs/cancel-booking-form';
import { DetailList } from '../sections/detail-list';
import { GuestSection } from '../sections/guest-section';
import { PriceSection } from '../sections/price-section';
import { SectionCard } from '../sections/section-card';
import { StaySection } from '../sections/stay-section';
import { UnitSection } from '../sections/unit-section';
import { ReservationLayout } from './reservation-layout';

const statusColor: Record<BookingStatus, string> = {
  CONFIRMED: 'green',
  CANCELLED: 'gray',
  CANCELLED_BY_GUEST: 'gray',
  CANCELLED_BY_OWNER: 'gray',
  COMPLETED: 'teal',
  IN_REVIEW_COLLECTION: 'blue',
  REVIEW_COLLECTED: 'teal',
  NO_REVIEW_COLLECTED: 'gray',
};

/** A booking: the stay as agreed, its status as the server answers it, and a way to cancel it while it can be. */
export function BookingPage({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('reservationDetails');
  const [cancelling, setCancelling] = useState(false);
  const close = () => setCancelling(false);
  const name = guestName(booking.guest);
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <>
      <ReservationLayout
        kicker={t('heading.booking', { code: booking.bookingCode })}
        title={name}
        status={{ label: t(`status.booking.${booking.status}`), color: statusColor[booking.status] }}
        actions={
          canCancelBooking(booking) ? (
            <Button variant="default" color="red" onClick={() => setCancelling(true)}>
              {t('actions.cancelBooking')}
            </Button>
          ) : null
        }
        notices={
          booking.cancelledAt ? (
            <Alert color="gray">{t('notes.cancelledOn', { date: date(booking.cancelledAt) })}</Alert>
          ) : null
        }
      >
        <GuestSection guest={booking.guest} guests={booking.guests} />
        <StaySection checkIn={booking.checkIn} checkOut={booking.checkOut} />
        <UnitSection unit={booking.propertyUnitSummary} />
        <PriceSection
          total={booking.totalPrice}
          breakdown={booking.priceBreakdown}
          paymentOption={booking.paymentOption}
        />
        <SectionCard title={t('booking.title')}>
          <DetailList
            items={[
              { label: t('booking.code'), value: booking.bookingCode },
              { label: t('booking.type'), value: t(`booking.${booking.bookingType}`) },
              { label: t('booking.bookedOn'), value: date(booking.createdAt) },
            ]}
          />
          {canAddToCalendar(booking) ? <AddToCalendarButton booking={booking} /> : null}
        </SectionCard>
      </ReservationLayout>
      <AnswerDialog opened={cancelling} title={t('cancelDialog.title', { name })} onClose={close}>
        <CancelBookingForm booking={booking} onDone={close} />
      </AnswerDialog>
    </>
  );
}
