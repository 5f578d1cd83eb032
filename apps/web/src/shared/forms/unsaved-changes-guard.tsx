import { createContext, useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** What the page's blocker reads: the forms that hold unsaved changes right now. */
export interface UnsavedChangesBlockerProps {
  /** Read when a navigation starts, which may come before the next render. */
  anyFormUnsaved: () => boolean;
  hasUnsavedChanges: boolean;
}

export interface UnsavedChangesRegistry {
  setUnsaved: (formId: string, unsaved: boolean) => void;
  /** The first form to mount hands over the blocker, which comes with the forms' own code. */
  install: (blocker: ComponentType<UnsavedChangesBlockerProps>) => void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/**
 * The root's half of the unsaved-changes guard: it only counts the forms that report unsaved
 * changes, and renders the blocker (use-unsaved-changes-guard.tsx) once the first form has handed
 * it over. Pages without a form (the first screen) so never load the blocker's code; a page with a
 * form mounts it as the form mounts, long before the host can type and leave.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // Read when a navigation starts, which may come before the next render: a ref, not only state.
  const unsavedForms = useRef(new Set<string>());
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);
  const [Blocker, setBlocker] = useState<ComponentType<UnsavedChangesBlockerProps> | null>(null);
  const setUnsaved = useCallback((formId: string, unsaved: boolean) => {
    if (unsaved) unsavedForms.current.add(formId);
    else unsavedForms.current.delete(formId);
    setHasUnsavedChanges(unsavedForms.current.size > 0);
  }, []);
  // A component kept in state is set through an updater (a function passed bare would be called).
  const install = useCallback((blocker: ComponentType<UnsavedChangesBlockerProps>) => {
    setBlocker((installed: ComponentType<UnsavedChangesBlockerProps> | null) => installed ?? blocker);
  }, []);
  const anyFormUnsaved = useCallback(() => unsavedForms.current.size > 0, []);
  const [registry] = useState<UnsavedChangesRegistry>(() => ({ setUnsaved, install }));
  return (
    <UnsavedChangesContext.Provider value={registry}>
      {Blocker && <Blocker anyFormUnsaved={anyFormUnsaved} hasUnsavedChanges={hasUnsavedChanges} />}
      {children}
    </UnsavedChangesContext.Provider>
  );
}
