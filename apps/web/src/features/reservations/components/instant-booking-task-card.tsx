import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useOpenedOnce } from '@/shared/ui/use-opened-once';
import { isTaskOpen, useInstantBookingTask } from '../api/booking-type-task';

// The dialog loads when the host first opens it, not with the reservations list.
const BulkSwitchModal = lazy(() =>
  import('./bulk-switch-modal').then((m) => ({ default: m.BulkSwitchModal })),
);

/**
 * The open task of switching the units still on request to instant booking, with the button to the
 * dialog that decides it. Nothing shows while the tasks load, when the task is done or hidden, or
 * when they cannot be read: a hint is not worth an error on the reservations page.
 */
export function InstantBookingTaskCard() {
  const task = useInstantBookingTask();
  const [opened, setOpened] = useState(false);
  const mountModal = useOpenedOnce(opened);
  if (!isTaskOpen(task.data)) return null;
  return (
    // Boundaries of their own: the card's texts load without holding up the list, and the card
    // stays in place while the dialog's code loads.
    <>
      <Suspense fallback={null}>
        <TaskCardBody onOpen={() => setOpened(true)} />
      </Suspense>
      {mountModal ? (
        <Suspense fallback={null}>
          <BulkSwitchModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function TaskCardBody({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('bookingTypeSwitch');
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="instant-booking-task-title">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={2} size="h4" id="instant-booking-task-title">
            {t('task.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('task.description')}
          </Text>
        </Stack>
        <Button onClick={onOpen}>{t('task.action')}</Button>
      </Group>
    </Card>
  );
}
