import type { LocaleNamespace } from '../types';

export const staff: LocaleNamespace<'staff'> = {
  banner: {
    title: 'Rad u ime iznajmljivača',
    actingAs: 'Radite u ime iznajmljivača {{name}}. Svaka se promjena bilježi pod Vašim računom osoblja.',
    stop: 'Vrati se na svoj račun',
  },
  frame: {
    navLabel: 'Navigacija za osoblje',
    signedInAs: 'Prijavljeni ste kao {{name}} (osoblje)',
    logout: 'Odjava',
  },
  page: {
    title: 'Osoblje',
    description: 'Pronađite iznajmljivača i radite u njegovo ime kako biste mu pomogli s računom.',
  },
  active: {
    title: 'Radite u ime iznajmljivača {{name}}',
    none: 'Trenutačno ne radite u ime nijednog iznajmljivača.',
    stop: 'Vrati se na svoj račun',
    error: 'Nije moguće učitati u čije ime trenutačno radite.',
  },
  search: {
    label: 'Pretraži iznajmljivače',
    placeholder: 'Ime ili e-pošta',
  },
  results: {
    loading: 'Učitavanje iznajmljivača',
    error: 'Iznajmljivače nije moguće učitati.',
    empty: 'Još nema iznajmljivača.',
    noMatch: 'Nijedan iznajmljivač ne odgovara pojmu „{{search}}“.',
    count_one: '{{count}} iznajmljivač',
    count_few: '{{count}} iznajmljivača',
    count_other: '{{count}} iznajmljivača',
    actAs: 'Radi u ime iznajmljivača',
    actAsLabel: 'Radi u ime iznajmljivača {{name}}',
  },
  hostType: {
    company: 'Tvrtka',
    individual: 'Fizička osoba',
    private: 'Fizička osoba',
  },
  pagination: {
    page: 'Stranica {{page}}',
    first: 'Prva stranica',
    previous: 'Prethodna stranica',
    next: 'Sljedeća stranica',
    last: 'Posljednja stranica',
  },
};
