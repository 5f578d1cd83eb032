import type { LocaleNamespace } from '../types';

export const calendarTimeline: LocaleNamespace<'calendarTimeline'> = {
  title: 'Alle eenheden',
  subtitle: 'Elke eenheid als een rij nachten: selecteer eenheden en nachten om ze in één keer te wijzigen.',
  loading: 'De kalenders van je eenheden worden geladen',
  errorTitle: 'De kalenders konden niet worden geladen',
  errorDescription: 'Controleer je verbinding en probeer het opnieuw.',
  emptyTitle: 'Nog geen eenheden',
  emptyDescription: 'Zet een accommodatie online om hier de kalender te zien.',
  listProperty: 'Accommodatie online zetten',
};
