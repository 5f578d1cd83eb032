import '@mantine/core/styles/Button.css';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useStopImpersonation } from '../api/stop-impersonation';
import classes from './impersonation-banner.module.css';

interface ImpersonationBannerProps {
  /** The host being impersonated, as the shell names them. */
  hostName: string;
}

/** The red STAFF IMPERSONATION banner with its stop control. */
export function ImpersonationBanner({ hostName }: ImpersonationBannerProps) {
  const { t } = useTranslation('staff');
  const stop = useStopImpersonation();
  return (
    <div className={classes.banner} role="status" aria-live="polite">
      <Group justify="center" gap="md" wrap="wrap">
        <Text fw={800} size="sm" tt="uppercase" className={classes.title}>
          {t('banner.title')}
        </Text>
        <Text size="sm">{t('banner.actingAs', { name: hostName })}</Text>
        <Button
          size="compact-sm"
          variant="white"
          color="red"
          onClick={() => stop.mutate()}
          loading={stop.isPending}
        >
          {t('banner.stop')}
        </Button>
      </Group>
    </div>
  );
}
