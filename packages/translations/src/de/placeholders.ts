import type { LocaleNamespace } from '../types';

export const placeholders: LocaleNamespace<'placeholders'> = {
  comingSoon: {
    description: 'Dieser Bereich folgt in einer späteren Version.',
    backHome: 'Zurück zur Startseite',
  },
  sections: {
    reservations: 'Reservierungen',
    bookings: 'Buchungsdetails',
    bookingRequests: 'Buchungsanfragen',
    inquiries: 'Anfragen',
    messages: 'Posteingang',
    calendar: 'Kalender',
    properties: 'Objekte',
    units: 'Einstellungen der Einheit',
    subscriptions: 'Abonnements',
    checklist: 'Checkliste',
    listing: 'Objekt inserieren',
    insights: 'Statistiken',
    account: 'Konto',
    verification: 'Verifizierung',
    legal: 'Rechtliche Hinweise',
    featureToggle: 'Funktionsschalter',
    guest: 'Gästebereich',
  },
};
