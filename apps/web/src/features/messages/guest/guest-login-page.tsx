import '@mantine/core/styles/Input.css';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { guestLogin } from '@hostdeck/contract/messaging/messaging.endpoints';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { callEndpoint } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { storeGuestToken } from './guest-api';

/** Why a sign-in failed, in words a guest can act on (a wrong code and a wrong email read alike). */
function failureKey(error: unknown): string {
  if (isApiError(error) && error.status === 401) return 'guest.login.failed';
  if (isApiError(error) && error.status === 429) return 'guest.login.tooMany';
  return 'guest.login.error';
}

/** /guest/login: a guest opens their chat with the booking code and their email. */
export function GuestLoginPage() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const [bookingCode, setBookingCode] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const login = useMutation({
    mutationFn: () =>
      callEndpoint(guestLogin, { body: { bookingCode: bookingCode.trim(), email: email.trim() } }),
    onSuccess: (answer) => {
      storeGuestToken(answer.token);
      void navigate(paths.guestChat, { replace: true });
    },
  });
  const codeError = checked && !bookingCode.trim() ? t('guest.login.codeRequired') : undefined;
  const emailError =
    checked && !/^\S+@\S+\.\S+$/.test(email.trim()) ? t('guest.login.emailInvalid') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!bookingCode.trim() || !/^\S+@\S+\.\S+$/.test(email.trim())) return;
    login.mutate();
  };

  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('guest.login.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('guest.login.intro')}
            </Text>
            {login.isError ? (
              <Alert color="red" role="alert">
                {t(failureKey(login.error))}
              </Alert>
            ) : null}
            <TextInput
              label={t('guest.login.code')}
              value={bookingCode}
              onChange={(event) => setBookingCode(event.currentTarget.value)}
              error={codeError}
              autoComplete="off"
              required
              maxLength={64}
            />
            <TextInput
              label={t('guest.login.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
              autoComplete="email"
              required
              maxLength={254}
            />
            <Button type="submit" loading={login.isPending}>
              {t('guest.login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
