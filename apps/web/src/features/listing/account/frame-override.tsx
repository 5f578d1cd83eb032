import { useMemo, type ReactNode } from 'react';
import { FormFrameContext, useFormFrame } from '@/shared/forms/form-frame';

/**
 * Keeps the listing shell's frame (label, back/skip) but replaces what happens after a save: a step
 * with sub-pages (commercial-model → plan → plan-services) moves to its next page instead of completing.
 * Without a frame (outside the listing) the form stays a plain settings form.
 */
export function FrameOverride({
  onSaved,
  children,
}: {
  onSaved: () => Promise<void> | void;
  children: ReactNode;
}) {
  const frame = useFormFrame();
  const value = useMemo(() => (frame ? { ...frame, onSaved } : null), [frame, onSaved]);
  return <FormFrameContext.Provider value={value}>{children}</FormFrameContext.Provider>;
}
