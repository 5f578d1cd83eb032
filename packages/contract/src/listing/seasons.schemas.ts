import { z } from 'zod';
import { MAX_STAY_NIGHTS_LIMIT, PRICE_MAX, PRICE_MIN } from '../constants';
import { isoDateSchema } from '../http/query.schemas';
import { MAX_SEASONS_PER_UNIT, seasonIssues } from './seasons.rules';

// Seasonal prices of a unit (spec §2 price-and-availability/seasons; the shape is ours).

export const seasonInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  /** First night of the season. */
  startDate: isoDateSchema,
  /** Last night of the season (inclusive). */
  endDate: isoDateSchema,
  nightly: z.number().min(PRICE_MIN).max(PRICE_MAX),
  minimumStayNights: z.number().int().min(1).max(MAX_STAY_NIGHTS_LIMIT),
});
export type SeasonInput = z.infer<typeof seasonInputSchema>;

export const seasonSchema = seasonInputSchema.extend({ id: z.string() });
export type Season = z.infer<typeof seasonSchema>;

export const unitSeasonsSchema = z.object({ items: z.array(seasonSchema) });
export type UnitSeasons = z.infer<typeof unitSeasonsSchema>;

/** PUT replaces the whole list: ranges valid (end on or after start) and not overlapping. */
export const putUnitSeasonsBodySchema = z
  .object({ seasons: z.array(seasonInputSchema).max(MAX_SEASONS_PER_UNIT) })
  .strict()
  .superRefine((body, context) => {
    for (const issue of seasonIssues(body.seasons)) {
      context.addIssue({
        code: 'custom',
        path: ['seasons', issue.index, issue.field],
        message: issue.message,
      });
    }
  });
export type PutUnitSeasonsBody = z.infer<typeof putUnitSeasonsBodySchema>;
