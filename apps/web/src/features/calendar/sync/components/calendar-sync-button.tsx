import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Button, Drawer, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

// The panel and its texts load when the host first opens it, not with the calendar.
const CalendarSyncPanel = lazy(() =>
  import('./calendar-sync-panel').then((module) => ({ default: module.CalendarSyncPanel })),
);

/** "Sync calendars" on the unit's calendar: opens the unit's iCal sync in a drawer. */
export function CalendarSyncButton({ unitId }: { unitId: string }) {
  const { t } = useTranslation('calendarSync');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t('open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        // Full width on a phone, a side panel on wider screens.
        size="min(100vw, 36rem)"
        title={t('title')}
      >
        <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
          {opened ? <CalendarSyncPanel unitId={unitId} /> : null}
        </Suspense>
      </Drawer>
    </>
  );
}
