import type { LocaleNamespace } from '../types';

export const home: LocaleNamespace<'home'> = {
  title: 'Willkommen zurück, {{name}}',
  subtitle: 'Das erfordert heute Ihre Aufmerksamkeit.',
  loading: 'Ihre Übersicht wird geladen',
  untitledUnit: 'Einheit ohne Titel',
  error: {
    title: 'Ihre Übersicht konnte nicht geladen werden',
    description: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  pendingRequests: {
    label: 'Offene Buchungsanfragen',
    description_one: '{{count}} Buchungsanfrage wartet auf Ihre Antwort.',
    description_other: '{{count}} Buchungsanfragen warten auf Ihre Antwort.',
    description_zero: 'Keine Buchungsanfrage wartet auf Ihre Antwort.',
    link: 'Jetzt prüfen',
  },
  unreadMessages: {
    label: 'Ungelesene Nachrichten',
    description_one: '{{count}} Unterhaltung hat neue Nachrichten.',
    description_other: '{{count}} Unterhaltungen haben neue Nachrichten.',
    description_zero: 'Sie haben alle Nachrichten gelesen.',
    link: 'Posteingang öffnen',
  },
  upcomingStays: {
    label: 'Anstehende Aufenthalte',
    title: 'Anstehende Aufenthalte',
    description_one: '{{count}} Aufenthalt steht bevor.',
    description_other: '{{count}} Aufenthalte stehen bevor.',
    description_zero: 'Derzeit stehen keine Aufenthalte an.',
    link: 'Anstehende Buchungen ansehen',
    showing: '{{shown}} von {{total}} angezeigt',
    guests_one: '{{count}} Gast',
    guests_other: '{{count}} Gäste',
    emptyTitle: 'Keine anstehenden Aufenthalte',
    emptyDescription: 'Neue Buchungen erscheinen hier, sobald Gäste buchen.',
  },
  listings: {
    title: 'Inserate in Bearbeitung',
    empty: 'Alle Inserate sind vollständig. Gut gemacht!',
    untitled: 'Inserat ohne Titel',
    steps: '{{completed}} von {{total}} Schritten erledigt',
    percent: '{{percent}}',
    progressLabel: '{{title}}: zu {{percent}} abgeschlossen',
    continue: 'Fortsetzen',
    continueLabel: 'Inserat {{title}} fortsetzen',
  },
};
