import type { LocaleNamespace } from '../types';

export const auth: LocaleNamespace<'auth'> = {
  redirectingToLogin: 'Je gaat naar de inlogpagina',
  redirectingToRegister: 'Je gaat naar de registratie',
  signingOut: 'Je wordt uitgelogd',
  completingSignIn: 'Je wordt ingelogd',
  redirecting: 'Je wordt doorgestuurd',
  callbackFailed: {
    title: 'Inloggen is niet gelukt',
    description:
      'Het inlogantwoord kon niet worden gecontroleerd. Misschien is het verlopen. Log opnieuw in.',
    action: 'Opnieuw inloggen',
  },
};
