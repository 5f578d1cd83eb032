// Seasonal price rules (ours: the spec names the seasons page, not its rules).

export const MAX_SEASONS_PER_UNIT = 20;

export interface SeasonRange {
  startDate: string;
  endDate: string;
}

export interface SeasonIssue {
  index: number;
  field: 'startDate' | 'endDate';
  code: 'endBeforeStart' | 'overlaps';
  message: string;
}

/**
 * What is wrong with a list of seasons: an end before its start, or a season sharing a night with an
 * earlier one in the list. Dates are ISO (YYYY-MM-DD), so they compare as strings; both ends inclusive.
 */
export function seasonIssues(seasons: readonly SeasonRange[]): SeasonIssue[] {
  const issues: SeasonIssue[] = [];
  seasons.forEach((season, index) => {
    if (season.endDate < season.startDate) {
      issues.push({
        index,
        field: 'endDate',
        code: 'endBeforeStart',
        message: 'The season ends before it starts',
      });
      return;
    }
    const clash = seasons.findIndex(
      (other, otherIndex) =>
        otherIndex < index &&
        other.endDate >= other.startDate &&
        season.startDate <= other.endDate &&
        other.startDate <= season.endDate,
    );
    if (clash >= 0) {
      issues.push({
        index,
        field: 'startDate',
        code: 'overlaps',
        message: `The season overlaps season ${clash + 1}`,
      });
    }
  });
  return issues;
}
