import type { LocaleNamespace } from '../types';

export const stayRules: LocaleNamespace<'stayRules'> = {
  title: 'Regole di soggiorno',
  description:
    'Quali soggiorni accetta questa unità. Un canale che invia un soggiorno che viola una di queste regole riceve un rifiuto che la nomina.',
  minStay: 'Soggiorno minimo (notti)',
  maxStay: 'Soggiorno massimo (notti)',
  maxStayHelp: 'Lascia vuoto per nessun massimo.',
  preparation: 'Giorni di preparazione tra i soggiorni',
  preparationHelp: 'Giorni lasciati liberi dopo ogni soggiorno per pulizie e cambio ospiti.',
  window: 'Finestra di prenotazione (giorni in anticipo)',
  windowHelp: 'Con quanto anticipo gli ospiti possono prenotare. Lascia vuoto per nessun limite.',
  checkInDays: 'Giorni di arrivo',
  onlySomeDays: 'Gli ospiti possono arrivare solo in certi giorni della settimana',
  anyDayHelp: 'Gli ospiti possono arrivare in qualsiasi giorno.',
  seasons: {
    title: 'Regole per stagione',
    description:
      'Una stagione può chiedere altre regole per i soggiorni che iniziano in essa. Un massimo vuoto segue l’unità.',
    empty: 'Questa unità non ha stagioni. Aggiungile nella pagina Prezzo e disponibilità.',
    listLabel: 'Stagioni',
    dates: 'Dal {{start}} al {{end}}',
    maxStayHelp: 'Lascia vuoto per seguire l’unità.',
    ownCheckInDays: 'Giorni di arrivo propri in questa stagione',
    asUnitHelp: 'Giorni di arrivo come per l’unità.',
  },
};
