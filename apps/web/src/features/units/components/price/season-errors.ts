import { seasonIssues, type SeasonRange } from '@hostdeck/contract/listing/seasons.rules';
import type { FieldError } from 'react-hook-form';

export type SeasonField = 'name' | 'startDate' | 'endDate' | 'nightly' | 'minimumStayNights';

export type SeasonMessageKey =
  | 'seasons.dateRequired'
  | 'seasons.endBeforeStart'
  | 'seasons.overlaps'
  | 'seasons.nightlyRange'
  | 'seasons.stayRange';

/** A translation key and its values, or the message itself when it already is one (server, error map). */
export type SeasonMessage = { key: SeasonMessageKey; values?: Record<string, number> } | { text: string };

/**
 * The contract's season schema names its own problems in English (seasons.rules); this turns an error
 * on one row's field into the message the host reads: ranges for prices and stays, and for an overlap
 * the number of the season it clashes with (found with the same contract rule, pair by pair).
 */
export function seasonMessage(
  error: FieldError | undefined,
  seasons: readonly SeasonRange[],
  index: number,
  field: SeasonField,
  value: unknown,
): SeasonMessage | null {
  if (!error) return null;
  if (error.type === 'server') return { text: error.message ?? '' };
  if (field === 'nightly') return { key: 'seasons.nightlyRange' };
  if (field === 'minimumStayNights') return { key: 'seasons.stayRange' };
  if ((field === 'startDate' || field === 'endDate') && value === '') return { key: 'seasons.dateRequired' };
  if (error.type === 'custom') {
    const issue = seasonIssues(seasons).find((item) => item.index === index && item.field === field);
    if (issue?.code === 'endBeforeStart') return { key: 'seasons.endBeforeStart' };
    if (issue?.code === 'overlaps') {
      const season = seasons[index];
      const clash = season
        ? seasons.findIndex(
            (other, otherIndex) =>
              otherIndex < index && seasonIssues([other, season]).some((item) => item.code === 'overlaps'),
          )
        : -1;
      return { key: 'seasons.overlaps', values: { number: clash + 1 } };
    }
  }
  return { text: error.message ?? '' };
}
