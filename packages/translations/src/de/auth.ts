import type { LocaleNamespace } from '../types';

export const auth: LocaleNamespace<'auth'> = {
  redirectingToLogin: 'Weiter zur Anmeldung',
  redirectingToRegister: 'Weiter zur Registrierung',
  signingOut: 'Sie werden abgemeldet',
  completingSignIn: 'Sie werden angemeldet',
  redirecting: 'Weiterleitung',
  callbackFailed: {
    title: 'Anmeldung nicht abgeschlossen',
    description:
      'Die Antwort der Anmeldung konnte nicht geprüft werden. Möglicherweise ist sie abgelaufen. Bitte melden Sie sich erneut an.',
    action: 'Erneut anmelden',
  },
};
