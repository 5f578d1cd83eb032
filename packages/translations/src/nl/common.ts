import type { LocaleNamespace } from '../types';

export const common: LocaleNamespace<'common'> = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Opnieuw laden',
    goHome: 'Naar de startpagina',
    tryAgain: 'Opnieuw proberen',
    close: 'Sluiten',
  },
  unsavedChanges: {
    confirmLeave:
      'Je hebt wijzigingen die niet zijn opgeslagen. Wil je deze pagina toch verlaten? Je wijzigingen gaan dan verloren.',
  },
  soon: {
    badge: 'Binnenkort',
    description: '(binnenkort beschikbaar)',
  },
  states: {
    loading: 'Laden',
    offline: 'Je bent offline. Wijzigingen worden pas opgeslagen als de verbinding terug is.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Er ging iets mis. Probeer het opnieuw.',
    },
  },
  titles: {
    home: 'Overzicht',
    reservations: 'Reserveringen',
    bookingDetails: 'Boekingsgegevens',
    bookingRequestDetails: 'Boekingsaanvraag',
    bookingRequestConfirmation: 'Boekingsaanvraag bevestigen',
    inquiry: 'Vraag',
    messages: 'Berichten',
    calendar: 'Kalender',
    properties: 'Accommodaties',
    property: 'Accommodatie',
    unit: 'Unitinstellingen',
    manageSubscription: 'Abonnement beheren',
    checklist: 'Checklist',
    listing: 'Je accommodatie toevoegen',
    listingEligibility: 'Voorwaarden controleren',
    listingCompleted: 'Advertentie ingediend',
    listingPreview: 'Voorbeeld van de advertentie',
    insights: 'Statistieken',
    account: 'Account',
    verification: 'Verificatie',
    legal: 'Juridisch',
    featureToggle: 'Functieschakelaar',
    guest: 'Gastenomgeving',
    staff: 'Medewerkers',
    notFound: 'Pagina niet gevonden',
    serverError: 'Serverfout',
    signIn: 'Inloggen',
    signOut: 'Uitloggen',
  },
};
