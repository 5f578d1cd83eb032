import type { LocaleNamespace } from '../types';

export const staff: LocaleNamespace<'staff'> = {
  banner: {
    title: 'Accesso come host (staff)',
    actingAs: 'Stai agendo come {{name}}. Ogni modifica viene registrata sul tuo account staff.',
    stop: 'Termina accesso come host',
  },
  frame: {
    navLabel: 'Navigazione staff',
    signedInAs: 'Accesso effettuato come {{name}} (staff)',
    logout: 'Esci',
  },
  page: {
    title: 'Staff',
    description: 'Trova un host e agisci come lui per aiutarlo con il suo account.',
  },
  active: {
    title: 'Stai agendo come {{name}}',
    none: 'Non stai agendo come nessun host.',
    stop: 'Termina accesso come host',
    error: "Impossibile caricare l'accesso come host in corso.",
  },
  search: {
    label: 'Cerca host',
    placeholder: 'Nome o email',
  },
  results: {
    loading: 'Caricamento degli host',
    error: 'Impossibile caricare gli host.',
    empty: 'Ancora nessun host.',
    noMatch: 'Nessun host corrisponde a “{{search}}”.',
    count_one: '{{count}} host',
    count_many: '{{count}} di host',
    count_other: '{{count}} host',
    actAs: 'Agisci come questo host',
    actAsLabel: 'Agisci come {{name}}',
  },
  hostType: {
    company: 'Azienda',
    individual: 'Privato',
    private: 'Privato',
  },
  pagination: {
    page: 'Pagina {{page}}',
    first: 'Prima pagina',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    last: 'Ultima pagina',
  },
};
