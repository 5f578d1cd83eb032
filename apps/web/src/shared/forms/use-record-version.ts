import { useEffect, useRef, type RefObject } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A versioned form follows its record where the host has changed nothing: when the cached record
 * moves to another version (their own save, a refetch, or the record a refused save answered
 * with), untouched fields show it, and fields the host changed keep what they typed.
 */
export function useFollowRecord<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  version: number | undefined,
  defaultValues: DefaultValues<T>,
): void {
  const latestDefaults = useRef(defaultValues);
  const shownVersion = useRef(version);
  useEffect(() => {
    latestDefaults.current = defaultValues;
  });
  useEffect(() => {
    if (version === undefined || version === shownVersion.current) return;
    shownVersion.current = version;
    form.reset(latestDefaults.current, { keepDirtyValues: true });
  }, [form, version]);
}

/**
 * The version of the record a form's values were made from, sent back with the save (If-Match).
 * While the host has changed nothing the form shows the record as it is now (useFollowRecord), so
 * the version follows the record; once they edit, it stays where the edits began, and a save over
 * a newer one made elsewhere is refused instead of silently overwriting it.
 */
export function useRecordVersion(version: number | undefined, dirty: boolean): RefObject<number | undefined> {
  const base = useRef(version);
  useEffect(() => {
    if (!dirty) base.current = version;
  }, [dirty, version]);
  return base;
}

/** The `version` of a saved record, or of the record a refused save answered with. */
export function versionOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || !('version' in record)) return undefined;
  return typeof record.version === 'number' ? record.version : undefined;
}
