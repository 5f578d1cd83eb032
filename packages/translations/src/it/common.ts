import type { LocaleNamespace } from '../types';

export const common: LocaleNamespace<'common'> = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Ricarica',
    goHome: 'Vai alla home',
    tryAgain: 'Riprova',
    close: 'Chiudi',
  },
  unsavedChanges: {
    confirmLeave: 'Hai modifiche non salvate. Vuoi lasciare la pagina e perderle?',
  },
  soon: {
    badge: 'Presto',
    description: '(in arrivo)',
  },
  states: {
    loading: 'Caricamento',
    offline: 'Sei offline. Le modifiche non verranno salvate finché non torni online.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Qualcosa è andato storto. Riprova.',
    },
  },
  titles: {
    home: 'Panoramica',
    reservations: 'Prenotazioni',
    bookingDetails: 'Dettagli della prenotazione',
    bookingRequestDetails: 'Richiesta di prenotazione',
    bookingRequestConfirmation: 'Conferma richiesta di prenotazione',
    inquiry: 'Richiesta di informazioni',
    messages: 'Messaggi',
    calendar: 'Calendario',
    properties: 'Strutture',
    property: 'Struttura',
    unit: 'Impostazioni unità',
    manageSubscription: 'Gestisci abbonamento',
    checklist: 'Checklist',
    listing: 'Aggiungi la tua struttura',
    listingEligibility: 'Verifica i requisiti',
    listingCompleted: 'Annuncio inviato',
    listingPreview: 'Anteprima dell’annuncio',
    insights: 'Statistiche',
    account: 'Account',
    verification: 'Verifica',
    legal: 'Note legali',
    featureToggle: 'Gestione funzionalità',
    guest: 'Area ospiti',
    staff: 'Staff',
    notFound: 'Pagina non trovata',
    serverError: 'Errore del server',
    signIn: 'Accedi',
    signOut: 'Esci',
  },
};
