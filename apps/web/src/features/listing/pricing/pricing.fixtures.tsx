import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { FormFrameContext, type FormFrame } from '@/shared/forms/form-frame';
import { makeProperty, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import type { ListingStepProps } from '../listing-step.types';

// Test data for the pricing steps: the props the listing shell passes and the frame it provides.

export function makeStepProps(overrides: Partial<ListingStepProps> = {}): ListingStepProps {
  return {
    flowType: 'single-unit',
    page: 'price-and-availability',
    property: makeProperty(),
    unit: makeUnit({ state: 'IN_PROGRESS' }),
    user: makeUserInfo(),
    complete: vi.fn(async () => {}),
    goTo: vi.fn(),
    ...overrides,
  };
}

/** The shell's frame: "Save and continue", submittable untouched, and a spy for "saved, move on". */
export function framed(element: ReactElement) {
  const onSaved = vi.fn();
  const frame: FormFrame = { submitLabel: 'Save and continue', requireDirty: false, onSaved };
  return { element: <FormFrameContext.Provider value={frame}>{element}</FormFrameContext.Provider>, onSaved };
}

/** The calls a mocked fetch received with this method, and their JSON bodies. */
export function bodiesOf(fetch: { mock: { calls: unknown[][] } }, method: string): unknown[] {
  return (fetch.mock.calls as [unknown, RequestInit | undefined][])
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}
