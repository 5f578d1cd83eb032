import { Skeleton, Stack } from '@mantine/core';

/** Stands in for a step page while its chunk or its data loads. */
export function StepSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton height={28} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={160} />
    </Stack>
  );
}
