import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { paths } from '@/app/paths';
import { useHostConfig } from '@/app/startup/startup-context';
import type { HostConfig } from '@hostdeck/contract/public/public.schemas';
import { AuthContext, type AuthContextValue } from '@/shared/auth/auth-context';
import { setAuthSession } from '@/shared/auth/auth-session';
import { createAuthController, type AuthController } from './auth-controller';
import { createUserManager } from './user-manager';

/** The callback pages finish a sign-in themselves; a silent check there would race them. */
const CALLBACK_PATHS = new Set<string>([paths.authCallback, paths.silentCallback]);

const silentCheckHere = () => !CALLBACK_PATHS.has(window.location.pathname);

let early: { auth: HostConfig['auth']; controller: AuthController } | null = null;

/**
 * Starts authentication before React renders, when the page carries its host config (start-up
 * calls this): reading the stored user (or the silent check) then runs beside the start-up calls,
 * so when start-up is ready the provider already knows who is signed in and the router renders in
 * the same commit, instead of one commit for a spinner and another once the user is read.
 */
export function startAuthEarly(hostConfig: HostConfig): void {
  if (early) return;
  const controller = createAuthController(createUserManager(hostConfig.auth), hostConfig.auth);
  early = { auth: hostConfig.auth, controller };
  // Failures surface where the provider starts it again (the same promise).
  controller.start({ silentCheck: silentCheckHere() }).catch(() => undefined);
}

/** The early controller, once, for the provider of the same host config. */
function takeEarlyController(auth: HostConfig['auth']): AuthController | null {
  if (early?.auth !== auth) return null;
  const { controller } = early;
  early = null;
  return controller;
}

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
    () =>
      injected ??
      takeEarlyController(hostConfig.auth) ??
      createAuthController(createUserManager(hostConfig.auth), hostConfig.auth),
  );
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useEffect(() => {
    setAuthSession(controller);
    void controller.start({ silentCheck: silentCheckHere() });
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
