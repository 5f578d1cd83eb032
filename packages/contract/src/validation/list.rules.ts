// A list whose entries each stand for one thing (an amenity, a finished step, a service) names each
// once: a second copy adds nothing, and which of two differing copies counts would be a guess.

/** Whether two entries of the list have the same key (the entry itself unless `key` says otherwise). */
export function hasDuplicates<T>(items: readonly T[], key: (item: T) => unknown = (item) => item): boolean {
  return new Set(items.map(key)).size !== items.length;
}

/** The issue a list with a repeated entry gets, on the list itself. */
export const duplicateItemsIssue = {
  params: { rule: 'duplicateItems' },
  message: 'The list names the same entry more than once.',
} as const;
