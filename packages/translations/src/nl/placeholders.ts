import type { LocaleNamespace } from '../types';

export const placeholders: LocaleNamespace<'placeholders'> = {
  comingSoon: {
    description: 'Dit onderdeel komt in een latere versie.',
    backHome: 'Terug naar de startpagina',
  },
  sections: {
    reservations: 'Reserveringen',
    bookings: 'Boekingsgegevens',
    bookingRequests: 'Boekingsaanvragen',
    inquiries: 'Vragen',
    messages: 'Berichten',
    calendar: 'Kalender',
    properties: 'Accommodaties',
    units: 'Unitinstellingen',
    subscriptions: 'Abonnementen',
    checklist: 'Checklist',
    listing: 'Je accommodatie aanbieden',
    insights: 'Statistieken',
    account: 'Account',
    verification: 'Verificatie',
    legal: 'Juridische informatie',
    featureToggle: 'Functieschakelaars',
    guest: 'Gastenomgeving',
  },
};
