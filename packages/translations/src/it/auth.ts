import type { LocaleNamespace } from '../types';

export const auth: LocaleNamespace<'auth'> = {
  redirectingToLogin: 'Ti stiamo portando alla pagina di accesso',
  redirectingToRegister: 'Ti stiamo portando alla registrazione',
  signingOut: 'Uscita in corso',
  completingSignIn: 'Accesso in corso',
  redirecting: 'Reindirizzamento in corso',
  callbackFailed: {
    title: "L'accesso non è stato completato",
    description: 'Non è stato possibile verificare la risposta di accesso, forse è scaduta. Accedi di nuovo.',
    action: 'Accedi di nuovo',
  },
};
