import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { afterPaint } from '@/shared/ui/after-paint';
import { ruleAwareResolver } from './rule-aware-resolver';
import type { ZodIssueLike } from './use-zod-error-map';

type ErrorMap = (issue: ZodIssueLike) => string | undefined;

/** A form's schema, or the import that brings it (so the form paints before the schema library). */
export type SchemaSource<S> = S | (() => Promise<S>);

type FormResolver<S extends z.ZodType<FieldValues, FieldValues>> = Resolver<z.input<S>, unknown, z.output<S>>;

export interface FormResolverSource<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The resolver that words its errors with `errorMap` (the language shown now). */
  resolverFor: (errorMap: ErrorMap) => FormResolver<S>;
  /**
   * For a schema given as an import: settles once it has loaded, and from then on every check is
   * real. Null for a schema given as is.
   */
  ready: Promise<void> | null;
}

/**
 * The form's resolver (ruleAwareResolver over its schema). A schema given as an import is asked for
 * once the form is on the screen: it brings the schema library (zod, 24 kB gzip), which a form of
 * two text fields does not need to paint (a unit's about form). Until it has loaded, a check finds
 * nothing, so a change is reported (dirty, the unsaved-changes guard) at once, as with a loaded
 * schema. react-hook-form does not say whether a check is a save's, so the form itself waits for
 * `ready` before it saves, and checks its changed fields again then (use-settings-form.ts).
 * A form that passes an import must read `formState.errors` where it renders its fields (the about
 * form does): tried on the stay rules form, whose fields read their errors through a Controller,
 * that second check found the error, but the field did not show it until the form rendered again
 * for another reason.
 */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  source: SchemaSource<S>,
): FormResolverSource<S> {
  if (typeof source !== 'function') {
    return { resolverFor: (errorMap) => ruleAwareResolver(source, errorMap), ready: null };
  }
  let loaded: S | null = null;
  const load = afterPaint()
    .then(source)
    .then((schema) => {
      loaded = schema;
    });
  return {
    resolverFor: (errorMap) => async (values, context, options) => {
      // Only a field's check or the validity shown come before `ready`, and they read only errors.
      if (!loaded) return { values: values as z.output<S>, errors: {} };
      return ruleAwareResolver(loaded, errorMap)(values, context, options);
    },
    ready: load,
  };
}
