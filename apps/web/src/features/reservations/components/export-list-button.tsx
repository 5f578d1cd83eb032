import { Button } from '@mantine/core';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { exportBookings } from '@hostdeck/contract/reservations/booking-export.endpoints';
import { reservationExportFileName } from '@hostdeck/contract/reservations/booking-export.schemas';
import {
  exportBookingRequests,
  exportInquiries,
} from '@hostdeck/contract/reservations/reservation-list-export.endpoints';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { downloadEndpointFile } from '@/shared/api/download-file';
import { showFailureToast } from '@/shared/ui/toast';
import {
  bookingExportQuery,
  bookingRequestExportQuery,
  inquiryExportQuery,
  listKindOf,
  type ListParams,
} from '../reservation-list.rules';

/** Downloads the file of the tab's own list: bookings, booking requests or inquiries. */
function downloadListFile(params: ListParams): Promise<void> {
  const fallbackName = reservationExportFileName(params.tab, isoDayOf(new Date()));
  switch (listKindOf(params.tab)) {
    case 'bookings':
      return downloadEndpointFile(exportBookings, fallbackName, { query: bookingExportQuery(params) });
    case 'requests':
      return downloadEndpointFile(exportBookingRequests, fallbackName, {
        query: bookingRequestExportQuery(params),
      });
    case 'inquiries':
      return downloadEndpointFile(exportInquiries, fallbackName, { query: inquiryExportQuery(params) });
  }
}

/**
 * Downloads every row of the list on screen (its tab, filters and order, all pages) as a CSV file.
 * The button waits, disabled, while the file is made; a failure says so in a toast.
 */
export function ExportListButton({ params }: { params: ListParams }) {
  const { t } = useTranslation('reservations');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadListFile(params);
    } catch {
      showFailureToast(t('export.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      {t('export.button')}
    </Button>
  );
}
