import type { LocaleNamespace } from '../types';

export const calendarTimeline: LocaleNamespace<'calendarTimeline'> = {
  title: 'Tutte le unità',
  subtitle: 'Ogni unità come una riga di notti: seleziona unità e notti per modificarle tutte insieme.',
  loading: 'Caricamento dei calendari delle tue unità',
  errorTitle: 'Non è stato possibile caricare i calendari',
  errorDescription: 'Controlla la connessione e riprova.',
  emptyTitle: 'Ancora nessuna unità',
  emptyDescription: 'Pubblica una struttura per vederne qui il calendario.',
  listProperty: 'Pubblica una struttura',
};
