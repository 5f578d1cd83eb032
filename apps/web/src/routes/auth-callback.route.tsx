import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/app/paths';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { useAuth } from '@/shared/auth/use-auth';

/** `/auth-callback`: the identity server sends the host back here with a code; we redeem it. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { completeSignin, login } = useAuth();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    completeSignin()
      .then((returnTo) => navigate(returnTo, { replace: true }))
      .catch((error: unknown) => {
        console.warn('[auth] sign-in callback failed', error);
        setFailed(true);
      });
  }, [completeSignin, navigate]);

  if (!failed) return <StartupSpinner label={t('completingSignIn')} />;
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <Title order={1} size="h2">
          {t('callbackFailed.title')}
        </Title>
        <Text c="dimmed">{t('callbackFailed.description')}</Text>
        <Button onClick={() => void login(paths.frontDoor)}>{t('callbackFailed.action')}</Button>
      </Stack>
    </Center>
  );
}
