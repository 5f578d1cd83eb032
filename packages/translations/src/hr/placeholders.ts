import type { LocaleNamespace } from '../types';

export const placeholders: LocaleNamespace<'placeholders'> = {
  comingSoon: {
    description: 'Ovaj odjeljak stiže u jednom od sljedećih izdanja.',
    backHome: 'Natrag na početnu',
  },
  sections: {
    reservations: 'Rezervacije',
    bookings: 'Detalji rezervacije',
    bookingRequests: 'Zahtjevi za rezervaciju',
    inquiries: 'Upiti',
    messages: 'Poruke',
    calendar: 'Kalendar',
    properties: 'Objekti',
    units: 'Postavke jedinice',
    subscriptions: 'Pretplate',
    checklist: 'Popis zadataka',
    listing: 'Oglašavanje objekta',
    insights: 'Statistika',
    account: 'Korisnički račun',
    verification: 'Provjera identiteta',
    legal: 'Pravne informacije',
    featureToggle: 'Uključivanje značajki',
    guest: 'Prostor za goste',
  },
};
