// The multi-unit timeline: every unit as a row of nights, with range edits across several units.
export const calendarTimeline = {
  title: 'All units',
  subtitle: 'Every unit as a row of nights: select units and nights to change them at once.',
  loading: 'Loading your units’ calendars',
  errorTitle: 'The calendars could not be loaded',
  errorDescription: 'Check your connection and try again.',
  emptyTitle: 'No units yet',
  emptyDescription: 'List a property to see its calendar here.',
  listProperty: 'List a property',
} as const;
