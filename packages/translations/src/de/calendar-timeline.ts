import type { LocaleNamespace } from '../types';

export const calendarTimeline: LocaleNamespace<'calendarTimeline'> = {
  title: 'Alle Einheiten',
  subtitle:
    'Jede Einheit als Reihe von Nächten: Wählen Sie Einheiten und Nächte aus, um sie gemeinsam zu ändern.',
  loading: 'Die Kalender Ihrer Einheiten werden geladen',
  errorTitle: 'Die Kalender konnten nicht geladen werden',
  errorDescription: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  emptyTitle: 'Noch keine Einheiten',
  emptyDescription: 'Inserieren Sie eine Unterkunft, um ihren Kalender hier zu sehen.',
  listProperty: 'Unterkunft inserieren',
};
