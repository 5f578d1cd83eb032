import type { LocaleNamespace } from '../types';

export const auth: LocaleNamespace<'auth'> = {
  redirectingToLogin: 'A abrir a página de início de sessão',
  redirectingToRegister: 'A abrir o registo',
  signingOut: 'A terminar sessão',
  completingSignIn: 'A iniciar sessão',
  redirecting: 'A redirecionar',
  callbackFailed: {
    title: 'O início de sessão não foi concluído',
    description:
      'Não foi possível verificar a resposta do início de sessão. Pode ter expirado. Inicie sessão novamente.',
    action: 'Iniciar sessão novamente',
  },
};
