import type { LocaleNamespace } from '../types';

export const auth: LocaleNamespace<'auth'> = {
  redirectingToLogin: 'Te llevamos a la página de inicio de sesión',
  redirectingToRegister: 'Te llevamos al registro',
  signingOut: 'Cerrando sesión',
  completingSignIn: 'Iniciando sesión',
  redirecting: 'Redirigiendo',
  callbackFailed: {
    title: 'No se ha completado el inicio de sesión',
    description:
      'No hemos podido verificar la respuesta del inicio de sesión. Puede que haya caducado. Vuelve a iniciar sesión.',
    action: 'Volver a iniciar sesión',
  },
};
