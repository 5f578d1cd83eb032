import type { LocaleNamespace } from '../types';

export const calendarTimeline: LocaleNamespace<'calendarTimeline'> = {
  title: 'Sve jedinice',
  subtitle:
    'Svaka jedinica kao red noćenja: odaberite jedinice i noćenja kako biste ih promijenili odjednom.',
  loading: 'Učitavanje kalendara vaših jedinica',
  errorTitle: 'Kalendare nije bilo moguće učitati',
  errorDescription: 'Provjerite vezu i pokušajte ponovno.',
  emptyTitle: 'Još nema jedinica',
  emptyDescription: 'Oglasite objekt kako biste ovdje vidjeli njegov kalendar.',
  listProperty: 'Oglasite objekt',
};
