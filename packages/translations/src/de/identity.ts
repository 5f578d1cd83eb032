import type { DeepPartial, EnglishResources } from '../types';

// Partial on purpose: the keys left out show in English (the fallback the tests check).
export const identity: DeepPartial<EnglishResources['identity']> = {
  skipToForm: 'Zum Formular springen',
  formErrorSummary: 'Bitte korrigieren Sie die markierten Felder.',
  fields: {
    email: 'E-Mail',
    password: 'Passwort',
    firstName: 'Vorname',
    lastName: 'Nachname',
  },
  login: {
    title: 'Anmelden',
    intro: 'Melden Sie sich an, um Ihre Ferienunterkünfte zu verwalten.',
    submit: 'Anmelden',
    noAccount: 'Neu bei Hostdeck?',
    registerLink: 'Konto erstellen',
    invalidCredentials: 'E-Mail oder Passwort ist nicht korrekt.',
    tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche.',
  },
  register: {
    tooManyAttempts: 'Zu viele Versuche aus Ihrem Netzwerk.',
  },
  password: {
    tooManyAttempts: 'Zu viele fehlgeschlagene Versuche.',
  },
  wait: {
    oneSecond: 'Versuchen Sie es in 1 Sekunde erneut.',
    seconds: 'Versuchen Sie es in {{seconds}} Sekunden erneut.',
    minutes: 'Versuchen Sie es in {{minutes}} Minuten erneut.',
  },
  error: {
    tooManyRequests: 'Zu viele Anfragen aus Ihrem Netzwerk.',
  },
  logout: {
    title: 'Abmelden',
    question: 'Möchten Sie sich von Hostdeck abmelden?',
    confirm: 'Ja, abmelden',
    cancel: 'Nein, angemeldet bleiben',
  },
};
