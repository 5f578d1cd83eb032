import { Button } from '@mantine/core';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import {
  stayEventCalendar,
  stayEventFileName,
  stayEventUid,
} from '@hostdeck/contract/reservations/booking-event.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { saveFile } from '@/shared/api/download-file';
import { showFailureToast } from '@/shared/ui/toast';
import { guestName } from '../../reservation-details.rules';

/**
 * Saves the booking as an all-day event from check-in to check-out (`.ics`), for the host's own
 * calendar app. The file is made here from the booking on screen; the server is not asked again.
 */
export function AddToCalendarButton({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('reservationDetails');
  const save = () => {
    const { adults, children, infants } = booking.guests;
    const party = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format([
      t('guest.adults', { count: adults }),
      ...(children > 0 ? [t('guest.children', { count: children })] : []),
      ...(infants > 0 ? [t('guest.infants', { count: infants })] : []),
    ]);
    const calendar = stayEventCalendar({
      uid: stayEventUid(booking.bookingCode),
      stamp: new Date(),
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      summary: t('calendar.summary', {
        guest: guestName(booking.guest),
        unit: booking.propertyUnitSummary.title ?? t('unit.untitled'),
      }),
      description: t('calendar.description', { code: booking.bookingCode, party }),
    });
    try {
      saveFile(
        new Blob([calendar], { type: 'text/calendar;charset=utf-8' }),
        stayEventFileName(booking.bookingCode),
      );
    } catch {
      showFailureToast(t('calendar.error'));
    }
  };
  return (
    <Button variant="default" mt="md" onClick={save}>
      {t('calendar.button')}
    </Button>
  );
}
