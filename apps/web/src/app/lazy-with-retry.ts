import { LAZY_LOAD_RETRIES, LAZY_LOAD_RETRY_DELAY_MS } from '@hostdeck/contract/constants';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** A route module that loaded but does not provide a page. */
export class ModuleNotFoundError extends Error {
  override readonly name = 'ModuleNotFoundError';
  constructor(moduleName: string) {
    super(`Route module "${moduleName}" has no Component export`);
  }
}

/** A route module that could not be fetched after every retry; the failed-to-load page shows. */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
  readonly attempts: number;
  constructor(moduleName: string, attempts: number, cause: unknown) {
    super(`Route module "${moduleName}" failed to load after ${attempts} attempts`, { cause });
    this.attempts = attempts;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs an `import()` again when it fails (2 retries, 1 s apart). A chunk request can
 * fail on a flaky connection; retrying spares the host the failed-to-load page.
 */
export function lazyWithRetry<T>(
  moduleName: string,
  importer: () => Promise<T>,
  options: RetryOptions = {},
): () => Promise<T> {
  const retries = options.retries ?? LAZY_LOAD_RETRIES;
  const delayMs = options.delayMs ?? LAZY_LOAD_RETRY_DELAY_MS;
  const sleep = options.sleep ?? wait;
  return async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await sleep(delayMs);
      try {
        return await importer();
      } catch (error) {
        lastError = error;
      }
    }
    throw new ModuleLoadError(moduleName, retries + 1, lastError);
  };
}

/** What every `src/routes/*.route.tsx` exports (react-router's lazy route properties). */
export interface RouteModule {
  Component?: ComponentType;
  /** Fills the query cache before the page renders; a 404 it throws shows the not-found page. */
  loader?: (args: LoaderFunctionArgs, queryClient: QueryClient) => unknown;
}

/**
 * A react-router `lazy` function for one route module: retried like any lazy import, and a module
 * without a `Component` raises ModuleNotFoundError instead of rendering nothing.
 */
export function lazyRoute(
  moduleName: string,
  importer: () => Promise<RouteModule>,
  options?: RetryOptions,
): () => Promise<RouteModule & { Component: ComponentType }> {
  const load = lazyWithRetry(moduleName, importer, options);
  let pending: Promise<RouteModule & { Component: ComponentType }> | null = null;
  return () => {
    // The route's loader and its component ask for the same module; one download serves both.
    pending ??= load().then((module) => {
      const { Component } = module;
      if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null)) {
        throw new ModuleNotFoundError(moduleName);
      }
      return { ...module, Component };
    });
    // A failure is not kept: the next navigation to the page tries again.
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
}
