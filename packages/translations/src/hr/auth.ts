import type { LocaleNamespace } from '../types';

export const auth: LocaleNamespace<'auth'> = {
  redirectingToLogin: 'Preusmjeravamo Vas na prijavu',
  redirectingToRegister: 'Preusmjeravamo Vas na registraciju',
  signingOut: 'Odjavljujemo Vas',
  completingSignIn: 'Prijavljujemo Vas',
  redirecting: 'Preusmjeravanje',
  callbackFailed: {
    title: 'Prijava nije dovršena',
    description: 'Odgovor na prijavu nije bilo moguće provjeriti. Možda je istekao. Prijavite se ponovno.',
    action: 'Prijavi se ponovno',
  },
};
