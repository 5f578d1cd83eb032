// Amounts are stored in cents: a price with a third decimal would be rounded without the host
// knowing, so it is refused instead.

/** Whether the amount has at most two decimals (120.5 and 99.99 do, 100.555 does not). */
export function hasWholeCents(amount: number): boolean {
  // Scaled floats land next to an integer (120.5 × 100 = 12050.000000000002); six places absorb that.
  return Number.isInteger(Number((amount * 100).toFixed(6)));
}

export const wholeCentsIssue = {
  params: { rule: 'wholeCents' },
  message: 'Amounts have at most two decimals.',
} as const;
