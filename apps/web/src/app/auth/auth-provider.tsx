import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { paths } from '@/app/paths';
import { useHostConfig } from '@/app/startup/startup-context';
import { AuthContext, type AuthContextValue } from '@/shared/auth/auth-context';
import { setAuthSession } from '@/shared/auth/auth-session';
import { createAuthController, type AuthController } from './auth-controller';
import { createUserManager } from './user-manager';

/** The callback pages finish a sign-in themselves; a silent check there would race them. */
const CALLBACK_PATHS = new Set<string>([paths.authCallback, paths.silentCallback]);

/** Makes the signed-in user available (useAuth) and gives the API client its tokens. */
export function AuthProvider({
  children,
  controller: injected,
}: {
  children: ReactNode;
  controller?: AuthController;
}) {
  const hostConfig = useHostConfig();
  const queryClient = useQueryClient();
  const [controller] = useState(
    () => injected ?? createAuthController(createUserManager(hostConfig.auth), hostConfig.auth),
  );
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useEffect(() => {
    setAuthSession(controller);
    void controller.start({ silentCheck: !CALLBACK_PATHS.has(window.location.pathname) });
    return () => {
      setAuthSession(null);
      controller.dispose();
    };
  }, [controller]);

  // Another host's data must never show after a sign-out or a different sign-in.
  const previousSubject = useRef<string | null>(null);
  const subject = snapshot.user?.profile.sub ?? null;
  useEffect(() => {
    if (previousSubject.current !== null && previousSubject.current !== subject) queryClient.clear();
    previousSubject.current = subject;
  }, [subject, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: snapshot.user,
      status: snapshot.status,
      login: controller.login,
      logout: controller.logout,
      completeSignin: controller.completeSignin,
      register: controller.register,
      changePassword: controller.changePassword,
    }),
    [snapshot, controller],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
