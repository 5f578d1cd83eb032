import type { LocaleNamespace } from '../types';

export const common: LocaleNamespace<'common'> = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Neu laden',
    goHome: 'Zur Startseite',
    tryAgain: 'Erneut versuchen',
    close: 'Schließen',
  },
  unsavedChanges: {
    confirmLeave: 'Sie haben nicht gespeicherte Änderungen. Seite verlassen und Änderungen verwerfen?',
  },
  soon: {
    badge: 'Bald',
    description: '(bald verfügbar)',
  },
  states: {
    loading: 'Wird geladen',
    offline: 'Sie sind offline. Änderungen werden erst gespeichert, wenn die Verbindung wieder besteht.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    },
  },
  titles: {
    home: 'Übersicht',
    reservations: 'Reservierungen',
    bookingDetails: 'Buchungsdetails',
    bookingRequestDetails: 'Buchungsanfrage',
    bookingRequestConfirmation: 'Buchungsanfrage bestätigen',
    inquiry: 'Anfrage',
    messages: 'Posteingang',
    calendar: 'Kalender',
    properties: 'Objekte',
    property: 'Objekt',
    unit: 'Einstellungen der Einheit',
    manageSubscription: 'Abonnement verwalten',
    checklist: 'Checkliste',
    listing: 'Objekt inserieren',
    listingEligibility: 'Voraussetzungen prüfen',
    listingCompleted: 'Inserat eingereicht',
    listingPreview: 'Inseratsvorschau',
    insights: 'Statistiken',
    account: 'Konto',
    verification: 'Verifizierung',
    legal: 'Rechtliches',
    featureToggle: 'Funktionsschalter',
    guest: 'Gästebereich',
    staff: 'Mitarbeiterbereich',
    notFound: 'Seite nicht gefunden',
    serverError: 'Serverfehler',
    signIn: 'Anmelden',
    signOut: 'Abmelden',
  },
};
