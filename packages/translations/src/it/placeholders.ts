import type { LocaleNamespace } from '../types';

export const placeholders: LocaleNamespace<'placeholders'> = {
  comingSoon: {
    description: 'Questa sezione arriverà in una prossima versione.',
    backHome: 'Torna alla home',
  },
  sections: {
    reservations: 'Prenotazioni',
    bookings: 'Dettagli della prenotazione',
    bookingRequests: 'Richieste di prenotazione',
    inquiries: 'Richieste di informazioni',
    messages: 'Messaggi',
    calendar: 'Calendario',
    properties: 'Strutture',
    units: 'Impostazioni unità',
    subscriptions: 'Abbonamenti',
    checklist: 'Checklist',
    listing: 'Aggiungi la tua struttura',
    insights: 'Statistiche',
    account: 'Account',
    verification: 'Verifica',
    legal: 'Note legali',
    featureToggle: 'Gestione funzionalità',
    guest: 'Area ospiti',
  },
};
