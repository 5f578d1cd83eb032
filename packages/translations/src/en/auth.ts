// Sign-in, sign-out and the identity-server round trips of the web app.
export const auth = {
  redirectingToLogin: 'Taking you to the sign-in page',
  redirectingToRegister: 'Taking you to registration',
  signingOut: 'Signing you out',
  completingSignIn: 'Signing you in',
  redirecting: 'Redirecting',
  callbackFailed: {
    title: 'Sign-in did not complete',
    description: 'The sign-in answer could not be checked. It may have expired. Please sign in again.',
    action: 'Sign in again',
  },
} as const;
