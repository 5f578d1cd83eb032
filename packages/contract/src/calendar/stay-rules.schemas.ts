import { z } from 'zod';
import { MAX_STAY_NIGHTS_LIMIT } from '../constants';
import { entityVersionSchema } from '../http/entity-version.schemas';
import { isoDateSchema } from '../http/query.schemas';
import { minimumNoticeDaysSchema } from '../properties/property-unit-options.schemas';
import { duplicateItemsIssue, hasDuplicates } from '../validation/list.rules';

// The stay rules of a unit and the overrides of its seasons (the shape is ours).

/** Turnover days after a stay: a month covers any renovation-free routine. */
export const MAX_PREPARATION_DAYS = 30;
/** How far ahead a host may open the calendar: three years. */
export const MAX_BOOKING_WINDOW_DAYS = 1095;

const stayNightsSchema = z.number().int().min(1).max(MAX_STAY_NIGHTS_LIMIT);

/** Weekdays guests may arrive on: 0 = Sunday … 6 = Saturday, each once, at least one. */
export const checkInDaysSchema = z
  .array(z.number().int().min(0).max(6))
  .min(1)
  .max(7)
  .refine((days) => !hasDuplicates(days), duplicateItemsIssue);

export const unitStayRulesSchema = z.object({
  minStayNights: stayNightsSchema,
  /** Null: no maximum. */
  maxStayNights: stayNightsSchema.nullable(),
  /** Same day (0), 1, 2, 3 or 7; null until the host chooses (then no notice is asked). */
  minimumNoticeDays: minimumNoticeDaysSchema.nullable(),
  preparationDays: z.number().int().min(0).max(MAX_PREPARATION_DAYS),
  /** Null: no limit on how far ahead. */
  bookingWindowDays: z.number().int().min(1).max(MAX_BOOKING_WINDOW_DAYS).nullable(),
  /** Null: any weekday. */
  checkInDays: checkInDaysSchema.nullable(),
});
export type UnitStayRulesValues = z.infer<typeof unitStayRulesSchema>;

/** What a season changes for stays checking in during it; null fields follow the unit. */
export const seasonStayRulesInputSchema = z.object({
  seasonId: z.string().min(1),
  /** The season's minimum stay (the same value the seasonal prices form edits). */
  minStayNights: stayNightsSchema,
  maxStayNights: stayNightsSchema.nullable(),
  checkInDays: checkInDaysSchema.nullable(),
});
export type SeasonStayRulesInput = z.infer<typeof seasonStayRulesInputSchema>;

export const seasonStayRulesSchema = seasonStayRulesInputSchema.extend({
  name: z.string(),
  /** First and last night of the season, both inclusive. */
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type SeasonStayRules = z.infer<typeof seasonStayRulesSchema>;

export const unitStayRulesResponseSchema = z.object({
  unit: unitStayRulesSchema,
  /** Every season of the unit, by start date. */
  seasons: z.array(seasonStayRulesSchema),
  /** The unit's version (ETag too): sent back in If-Match so a save from an older read is refused. */
  version: entityVersionSchema,
});
export type UnitStayRulesResponse = z.infer<typeof unitStayRulesResponseSchema>;

/**
 * PUT replaces the unit's rules and the overrides of the seasons it names (seasons not named keep
 * theirs). A maximum stay shorter than the minimum is refused on the maximum, also where a season's
 * minimum meets the unit's maximum it inherits.
 */
export const putUnitStayRulesBodySchema = z
  .object({
    unit: unitStayRulesSchema.strict(),
    seasons: z.array(seasonStayRulesInputSchema.strict()).max(100),
  })
  .strict()
  .superRefine((body, context) => {
    const maxBelowMin = { rule: 'maxStayBelowMin' };
    const message = 'The maximum stay is shorter than the minimum stay';
    if (body.unit.maxStayNights !== null && body.unit.maxStayNights < body.unit.minStayNights)
      context.addIssue({ code: 'custom', path: ['unit', 'maxStayNights'], params: maxBelowMin, message });
    body.seasons.forEach((season, index) => {
      const max = season.maxStayNights ?? body.unit.maxStayNights;
      if (max !== null && max < season.minStayNights)
        context.addIssue({
          code: 'custom',
          path: ['seasons', index, season.maxStayNights === null ? 'minStayNights' : 'maxStayNights'],
          params: maxBelowMin,
          message,
        });
    });
    if (hasDuplicates(body.seasons, (season) => season.seasonId))
      context.addIssue({ code: 'custom', path: ['seasons'], ...duplicateItemsIssue });
  });
export type PutUnitStayRulesBody = z.infer<typeof putUnitStayRulesBodySchema>;
