import '@mantine/core/styles/Input.css';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { showSuccessToast } from '@/shared/ui/toast';
import { useIcalExportAddress, useRegenerateExportAddress } from '../api/calendar-sync.api';

/** The unit's own iCal address for other sites: copy it, or replace it (the old one stops working). */
export function ExportAddressSection({ unitId }: { unitId: string }) {
  const { t } = useTranslation('calendarSync');
  const address = useIcalExportAddress(unitId);
  const regenerate = useRegenerateExportAddress(unitId);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The question takes the focus when it opens, and gives it back to its button when it closes.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const cancel = () => {
    setConfirming(false);
    triggerRef.current?.focus();
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="calendar-sync-export">
      <Title order={3} size="h4" id="calendar-sync-export">
        {t('export.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('export.help')}
      </Text>
      {address.isError ? (
        <ErrorState
          title={t('export.loadError')}
          onRetry={() => void address.refetch()}
          retrying={address.isFetching}
        />
      ) : (
        <TextInput
          label={t('export.label')}
          value={address.data?.url ?? ''}
          placeholder={address.isPending ? t('loading') : undefined}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <Group gap="xs" wrap="wrap">
        <CopyButton value={address.data?.url ?? ''}>
          {({ copied, copy }) => (
            <Button size="xs" onClick={copy} disabled={!address.data} color={copied ? 'teal' : undefined}>
              {copied ? t('export.copied') : t('export.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="default"
          ref={triggerRef}
          onClick={() => setConfirming(true)}
          disabled={!address.data}
        >
          {t('export.regenerate')}
        </Button>
      </Group>
      {confirming ? (
        <Alert color="orange" role="alertdialog" title={t('export.regenerateTitle')}>
          <Text size="sm">{t('export.regenerateBody')}</Text>
          <Group gap="xs" mt="sm">
            <Button
              size="xs"
              color="orange"
              loading={regenerate.isPending}
              ref={confirmRef}
              onClick={() =>
                regenerate.mutate(undefined, {
                  onSuccess: () => {
                    cancel();
                    showSuccessToast(t('export.regenerated'));
                  },
                })
              }
            >
              {t('export.regenerateConfirm')}
            </Button>
            <Button size="xs" variant="default" onClick={cancel}>
              {t('cancel')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
