import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useFormFrame } from '@/shared/forms/form-frame';

export interface StepContinueProps {
  /** Why the host cannot go on yet (shown and announced), or null when they can. */
  blockedReason?: string | null;
  /** Runs before the step completes (e.g. a save); rejecting keeps the host on the page. */
  beforeContinue?: () => Promise<void>;
}

/** The footer of a step page without a form of its own (photos, promotions, start-unit, publish info). */
export function StepContinue({ blockedReason = null, beforeContinue }: StepContinueProps) {
  const frame = useFormFrame();
  const [busy, setBusy] = useState(false);
  if (!frame) return null;
  const onContinue = async () => {
    setBusy(true);
    try {
      await beforeContinue?.();
      await frame.onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="flex-end" mt="lg">
      {blockedReason ? (
        <span role="status" style={{ marginRight: 'auto' }}>
          {blockedReason}
        </span>
      ) : null}
      {frame.actions}
      <Button onClick={() => void onContinue()} disabled={blockedReason !== null} loading={busy}>
        {frame.submitLabel}
      </Button>
    </Group>
  );
}
