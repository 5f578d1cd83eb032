import type { LocaleNamespace } from '../types';

export const staff: LocaleNamespace<'staff'> = {
  banner: {
    title: 'Handelen namens een verhuurder',
    actingAs: 'Je handelt namens {{name}}. Elke wijziging wordt vastgelegd onder je medewerkersaccount.',
    stop: 'Stoppen',
  },
  frame: {
    navLabel: 'Medewerkersnavigatie',
    signedInAs: 'Ingelogd als {{name}} (medewerker)',
    logout: 'Uitloggen',
  },
  page: {
    title: 'Medewerkers',
    description: 'Zoek een verhuurder en handel namens die verhuurder om te helpen met het account.',
  },
  active: {
    title: 'Namens {{name}}',
    none: 'Je handelt niet namens een verhuurder.',
    stop: 'Stoppen',
    error: 'We konden niet laden namens welke verhuurder je nu handelt.',
  },
  search: {
    label: 'Verhuurders zoeken',
    placeholder: 'Naam of e-mailadres',
  },
  results: {
    loading: 'Verhuurders laden',
    error: 'De verhuurders konden niet worden geladen.',
    empty: 'Nog geen verhuurders.',
    noMatch: 'Geen verhuurder gevonden voor “{{search}}”.',
    count_one: '{{count}} verhuurder',
    count_other: '{{count}} verhuurders',
    actAs: 'Namens deze verhuurder handelen',
    actAsLabel: 'Namens {{name}} handelen',
  },
  hostType: {
    company: 'Bedrijf',
    individual: 'Particulier',
    private: 'Particulier',
  },
  pagination: {
    page: 'Pagina {{page}}',
    first: 'Eerste pagina',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    last: 'Laatste pagina',
  },
};
