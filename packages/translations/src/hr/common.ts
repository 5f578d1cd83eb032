import type { LocaleNamespace } from '../types';

export const common: LocaleNamespace<'common'> = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Učitaj ponovno',
    goHome: 'Idi na početnu',
    tryAgain: 'Pokušaj ponovno',
    close: 'Zatvori',
  },
  unsavedChanges: {
    confirmLeave: 'Neke promjene nisu spremljene. Želite li napustiti stranicu i izgubiti ih?',
  },
  soon: {
    badge: 'Uskoro',
    description: '(uskoro)',
  },
  states: {
    loading: 'Učitavanje',
    offline: 'Niste povezani s internetom. Promjene se neće spremati dok se veza ne obnovi.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Nešto nije u redu. Pokušajte ponovno.',
    },
  },
  titles: {
    home: 'Početna',
    reservations: 'Rezervacije',
    bookingDetails: 'Detalji rezervacije',
    bookingRequestDetails: 'Zahtjev za rezervaciju',
    bookingRequestConfirmation: 'Potvrda zahtjeva za rezervaciju',
    inquiry: 'Upit',
    messages: 'Poruke',
    calendar: 'Kalendar',
    properties: 'Objekti',
    property: 'Objekt',
    unit: 'Postavke jedinice',
    manageSubscription: 'Upravljanje pretplatom',
    checklist: 'Popis zadataka',
    listing: 'Dodavanje objekta',
    listingEligibility: 'Provjera uvjeta',
    listingCompleted: 'Oglas je poslan',
    listingPreview: 'Pregled oglasa',
    insights: 'Statistika',
    account: 'Korisnički račun',
    verification: 'Provjera identiteta',
    legal: 'Pravne informacije',
    featureToggle: 'Uključivanje značajki',
    guest: 'Prostor za goste',
    staff: 'Osoblje',
    notFound: 'Stranica nije pronađena',
    serverError: 'Pogreška poslužitelja',
    signIn: 'Prijava',
    signOut: 'Odjava',
  },
};
