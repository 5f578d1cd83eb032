import { createContext, useContext, type ReactNode } from 'react';

/**
 * How a settings form behaves when a page frames it differently: the listing flow shows
 * the same forms as unit settings, but each step saves and moves on. Without a frame a form is a
 * settings form: Save, enabled only when dirty and valid, then a "saved" toast.
 */
export interface FormFrame {
  /** The submit button's text, e.g. "Save and continue". */
  submitLabel: string;
  /** false: a valid, untouched form may still be submitted (a step's prefilled values count). */
  requireDirty: boolean;
  /** Runs after a successful save instead of the toast (mark the step done, go to the next). */
  onSaved: () => Promise<void> | void;
  /** Extra buttons beside submit (back, skip). */
  actions?: ReactNode;
}

export const FormFrameContext = createContext<FormFrame | null>(null);

export function useFormFrame(): FormFrame | null {
  return useContext(FormFrameContext);
}

/**
 * Heading levels of a page's content: inside a frame the page's own title is the h1 (the listing shell
 * names the step in a line above it, not a second heading); in unit settings the page has an h1 already.
 */
export function useHeadingOrder(): { page: 1 | 2; section: 2 | 3 } {
  return useFormFrame() ? { page: 1, section: 2 } : { page: 2, section: 3 };
}
