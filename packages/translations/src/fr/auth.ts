import type { LocaleNamespace } from '../types';

export const auth: LocaleNamespace<'auth'> = {
  redirectingToLogin: 'Redirection vers la page de connexion',
  redirectingToRegister: 'Redirection vers l’inscription',
  signingOut: 'Déconnexion en cours',
  completingSignIn: 'Connexion en cours',
  redirecting: 'Redirection',
  callbackFailed: {
    title: 'La connexion n’a pas abouti',
    description:
      'La réponse de connexion n’a pas pu être vérifiée. Elle a peut-être expiré. Veuillez vous reconnecter.',
    action: 'Se reconnecter',
  },
};
