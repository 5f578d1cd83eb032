import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Badge, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { BookingType } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHostConfig } from '@/app/startup/startup-context';
import { useApplyBookingTypeChoice } from '../api/booking-type-task';

/** The recommended choice first. */
const choices: readonly BookingType[] = ['onLine', 'onRequest'];

interface BulkSwitchModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The host decides how the units still on request are booked: all switch to instant booking
 * (recommended, chosen at first) or they stay on request. Choosing on request shows the warning
 * when the host config turns it on. Applying closes the dialog on success; on failure it stays
 * open with the choice, so the host can try again.
 */
export function BulkSwitchModal({ opened, onClose }: BulkSwitchModalProps) {
  const { t } = useTranslation('bookingTypeSwitch');
  const { features } = useHostConfig();
  const [choice, setChoice] = useState<BookingType>('onLine');
  const apply = useApplyBookingTypeChoice(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{t('dialog.description')}</Text>
        <Radio.Group
          label={t('dialog.choiceLabel')}
          value={choice}
          onChange={(value) => setChoice(value as BookingType)}
        >
          <Stack gap="sm" mt="xs">
            {choices.map((option) => (
              <Radio.Card key={option} value={option} radius="md" p="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>{t(`dialog.${option}`)}</Text>
                      {option === 'onLine' ? (
                        <Badge color="green" variant="light" size="sm">
                          {t('dialog.recommended')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`dialog.${option}Description`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'onRequest' && features.onRequestWarning ? (
          <Alert color="yellow" title={t('dialog.warningTitle')}>
            {t('dialog.warningDescription')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={apply.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={() => apply.mutate(choice)} loading={apply.isPending}>
            {t('dialog.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
