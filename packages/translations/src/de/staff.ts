import type { LocaleNamespace } from '../types';

export const staff: LocaleNamespace<'staff'> = {
  banner: {
    title: 'Mitarbeiterzugriff',
    actingAs: 'Sie handeln als {{name}}. Jede Änderung wird unter Ihrem Mitarbeiterkonto protokolliert.',
    stop: 'Zugriff beenden',
  },
  frame: {
    navLabel: 'Navigation Mitarbeiterbereich',
    signedInAs: 'Angemeldet als {{name}} (Mitarbeiter)',
    logout: 'Abmelden',
  },
  page: {
    title: 'Mitarbeiterbereich',
    description:
      'Suchen Sie einen Gastgeber und handeln Sie in seinem Namen, um ihm bei seinem Konto zu helfen.',
  },
  active: {
    title: 'Sie handeln als {{name}}',
    none: 'Sie handeln derzeit für keinen Gastgeber.',
    stop: 'Zugriff beenden',
    error: 'Der aktuelle Zugriff konnte nicht geladen werden.',
  },
  search: {
    label: 'Gastgeber suchen',
    placeholder: 'Name oder E-Mail',
  },
  results: {
    loading: 'Gastgeber werden geladen',
    error: 'Die Gastgeber konnten nicht geladen werden.',
    empty: 'Noch keine Gastgeber.',
    noMatch: 'Kein Gastgeber entspricht „{{search}}“.',
    count_one: '{{count}} Gastgeber',
    count_other: '{{count}} Gastgeber',
    actAs: 'Als dieser Gastgeber handeln',
    actAsLabel: 'Als {{name}} handeln',
  },
  hostType: {
    company: 'Unternehmen',
    individual: 'Privatperson',
    private: 'Privatperson',
  },
  pagination: {
    page: 'Seite {{page}}',
    first: 'Erste Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    last: 'Letzte Seite',
  },
};
