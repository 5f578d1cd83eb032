import type { ReactNode } from 'react';
import { makeProperty, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { FormFrameContext, type FormFrame } from '@/shared/forms/form-frame';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import type { ListingStepProps } from '../listing-step.types';

// Test-only helpers for the basic step pages: the props the shell passes and the frame it provides.

export function stepProps(overrides: Partial<ListingStepProps> = {}): ListingStepProps {
  return {
    flowType: 'single-unit',
    page: 'property',
    property: makeProperty({ state: 'IN_PROGRESS', firstFinishedUnitId: null, firstInProgressUnitId: 'u-1' }),
    unit: makeUnit({ state: 'IN_PROGRESS', availableActions: [] }),
    user: makeUserInfo(),
    complete: () => Promise.resolve(),
    goTo: () => undefined,
    ...overrides,
  };
}

/** The listing shell's frame: "Save and continue", untouched prefilled forms may be submitted. */
export function Framed({ onSaved, children }: { onSaved: () => Promise<void> | void; children: ReactNode }) {
  const frame: FormFrame = { submitLabel: 'Save and continue', requireDirty: false, onSaved };
  return <FormFrameContext.Provider value={frame}>{children}</FormFrameContext.Provider>;
}
