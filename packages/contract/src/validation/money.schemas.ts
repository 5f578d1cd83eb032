import { z } from 'zod';
import { PRICE_MAX, PRICE_MIN } from '../constants';
import { hasWholeCents, wholeCentsIssue } from './money.rules';

/** A nightly price in the unit's currency: PRICE_MIN to PRICE_MAX, to the cent. */
export const nightlyPriceSchema = z
  .number()
  .min(PRICE_MIN)
  .max(PRICE_MAX)
  .refine(hasWholeCents, wholeCentsIssue);
