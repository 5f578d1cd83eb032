import type { LocaleNamespace } from '../types';

export const bookingTypeSwitch: LocaleNamespace<'bookingTypeSwitch'> = {
  task: {
    title: 'Fai prenotare subito tutte le tue unità',
    description:
      'Alcune delle tue unità si prenotano ancora su richiesta, quindi gli ospiti aspettano la tua risposta. Scegli come prenotare le unità rimanenti.',
    action: 'Scegli il tipo di prenotazione',
  },
  dialog: {
    title: 'Come devono prenotare gli ospiti le tue unità rimanenti?',
    description:
      'Vale per ogni unità che si prenota ancora su richiesta. Potrai cambiare una singola unità in seguito nelle sue impostazioni.',
    choiceLabel: 'Tipo di prenotazione delle unità rimanenti',
    onLine: 'Passa tutte alla prenotazione immediata',
    onLineDescription:
      'Gli ospiti prenotano subito, senza aspettare la tua risposta. Gli annunci che la offrono ricevono più prenotazioni.',
    onRequest: 'Lasciale su richiesta',
    onRequestDescription: 'Gli ospiti inviano una richiesta e tu decidi se accettarla o rifiutarla.',
    recommended: 'Consigliata',
    warningTitle: 'Potresti ricevere meno prenotazioni',
    warningDescription:
      'Spesso gli ospiti preferiscono prenotare subito. Con la prenotazione su richiesta devi rispondere in tempo a ogni richiesta.',
    apply: 'Applica',
    cancel: 'Annulla',
  },
  toasts: {
    switched: 'Fatto: ora le tue unità accettano la prenotazione immediata.',
    kept: 'Fatto: le tue unità rimanenti restano su richiesta.',
    failed: 'Si è verificato un errore. Riprova.',
  },
};
