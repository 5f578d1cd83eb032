import { z } from 'zod';
import { checkInDaysSchema } from '../calendar/stay-rules.schemas';
import { MAX_STAY_NIGHTS_LIMIT } from '../constants';
import { isoDateSchema } from '../http/query.schemas';
import { nightlyPriceSchema } from '../validation/money.schemas';
import { MAX_SEASONS_PER_UNIT, seasonIssues, type SeasonIssue } from './seasons.rules';

// Seasonal prices of a unit (the shape is ours).

export const seasonInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  /** First night of the season. */
  startDate: isoDateSchema,
  /** Last night of the season (inclusive). */
  endDate: isoDateSchema,
  nightly: nightlyPriceSchema,
  minimumStayNights: z.number().int().min(1).max(MAX_STAY_NIGHTS_LIMIT),
  /**
   * Stay rules for stays checking in during the season (null: as the unit says), edited on the
   * unit's stay rules page; this list's form sends them back as it read them. Left out: null.
   */
  maxStayNights: z.number().int().min(1).max(MAX_STAY_NIGHTS_LIMIT).nullable().optional(),
  checkInDays: checkInDaysSchema.nullable().optional(),
});
export type SeasonInput = z.infer<typeof seasonInputSchema>;

export const seasonSchema = seasonInputSchema.extend({ id: z.string() });
export type Season = z.infer<typeof seasonSchema>;

export const unitSeasonsSchema = z.object({ items: z.array(seasonSchema) });
export type UnitSeasons = z.infer<typeof unitSeasonsSchema>;

/** Clients translate a broken season rule by this name. */
const seasonRules: Record<SeasonIssue['code'], string> = {
  endBeforeStart: 'seasonEndsBeforeStart',
  overlaps: 'seasonsOverlap',
};

/** PUT replaces the whole list: ranges valid (end on or after start) and not overlapping. */
export const putUnitSeasonsBodySchema = z
  .object({ seasons: z.array(seasonInputSchema).max(MAX_SEASONS_PER_UNIT) })
  .strict()
  .superRefine((body, context) => {
    body.seasons.forEach((season, index) => {
      if (season.maxStayNights != null && season.maxStayNights < season.minimumStayNights)
        context.addIssue({
          code: 'custom',
          path: ['seasons', index, 'minimumStayNights'],
          params: { rule: 'maxStayBelowMin' },
          message: 'The minimum stay is longer than the maximum stay the season sets',
        });
    });
    for (const issue of seasonIssues(body.seasons)) {
      context.addIssue({
        code: 'custom',
        path: ['seasons', issue.index, issue.field],
        params: { rule: seasonRules[issue.code] },
        message: issue.message,
      });
    }
  });
export type PutUnitSeasonsBody = z.infer<typeof putUnitSeasonsBodySchema>;
