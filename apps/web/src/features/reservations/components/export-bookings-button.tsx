import { Button } from '@mantine/core';
import { bookingExportFileName } from '@hostdeck/contract/reservations/booking-export.schemas';
import { exportBookings } from '@hostdeck/contract/reservations/booking-export.endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEndpointFile } from '@/shared/api/download-file';
import { showFailureToast } from '@/shared/ui/toast';
import { bookingExportQuery, type ListParams } from '../reservation-list.rules';
import { todayIso } from '../reservation-row';

/**
 * Downloads every booking of the list on screen (its tab, filters and order, all pages) as a CSV
 * file. The button waits, disabled, while the file is made; a failure says so in a toast.
 */
export function ExportBookingsButton({ params }: { params: ListParams }) {
  const { t } = useTranslation('reservations');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadEndpointFile(exportBookings, bookingExportFileName(params.tab, todayIso()), {
        query: bookingExportQuery(params),
      });
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
