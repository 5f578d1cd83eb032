import type { LocaleNamespace } from '../types';

export const calendar: LocaleNamespace<'calendar'> = {
  title: 'Calendario',
  unitPicker: {
    label: 'Unità',
    untitled: 'Unità senza titolo',
    loadError: 'Non è stato possibile caricare le tue unità.',
  },
  nav: {
    label: 'Mese',
    previous: 'Mese precedente',
    next: 'Mese successivo',
    today: 'Oggi',
  },
  grid: {
    label: 'Notti di {{month}}',
    help: 'Trascina sulle notti, oppure fai clic su una e Maiusc-clic su un’altra, per selezionarle. Con la tastiera: le frecce spostano, Maiusc e una freccia estende, Invio o Spazio inizia e termina una selezione, Esc la annulla.',
  },
  day: {
    available: 'disponibile',
    blocked: 'bloccata',
    noPrice: 'nessun prezzo',
    promoted: '{{promoted}} invece di {{nightly}}',
    minStay: 'minimo {{count}} notti',
    noCheckIn: 'nessun arrivo',
    season: 'stagione {{name}}',
    today: 'oggi',
  },
  reason: {
    stay: 'Prenotata',
    manual: 'Bloccata da te',
    external: 'Importata',
    preparation: 'Preparazione',
    notice: 'Troppo presto',
    window: 'Oltre il periodo prenotabile',
    closed: 'Calendario chiuso',
  },
  minStayShort: '{{count}}+ notti',
  source: {
    booking: 'Prenotazione',
    booking_request: 'Richiesta di prenotazione',
    inquiry: 'Richiesta di informazioni',
    inquiry_confirmed: 'Richiesta confermata',
    manual: 'Bloccata da te',
    external: 'Importata',
    multi: 'Più soggiorni',
    channel: 'Altro canale',
  },
  entry: {
    label: '{{source}}: {{name}}, {{dates}}',
    manual: 'Notti bloccate',
    conflict: 'Doppia prenotazione',
    conflictHelp:
      'Questi soggiorni si sovrappongono a una prenotazione confermata. Annulla o sposta uno dei due e avvisa l’altro canale, così l’ospite non resta senza alloggio.',
    children: 'Soggiorni di questo gruppo',
  },
  entries: {
    title: 'Soggiorni e blocchi di questo mese',
    empty: 'Nessun soggiorno o blocco questo mese.',
  },
  legend: {
    title: 'Legenda',
    preparation: 'Giorno di preparazione',
    season: 'Stagione',
    promotion: 'Promozione',
    selected: 'Selezionata',
    conflict: 'Doppia prenotazione',
  },
  promotions: {
    active: 'Promozione: {{percent}} di sconto',
  },
  selection: {
    region: 'Notti selezionate',
    summary_one: '{{count}} notte selezionata: {{dates}}',
    summary_many: '{{count}} di notti selezionate: {{dates}}',
    summary_other: '{{count}} notti selezionate: {{dates}}',
    clear: 'Annulla selezione',
    block: 'Blocca',
    unblock: 'Sblocca',
    price: 'Prezzo a notte',
    priceHelp: 'In {{currency}}, per ogni notte selezionata.',
    setPrice: 'Imposta prezzo',
    resetPrice: 'Usa il prezzo predefinito',
    minStay: 'Soggiorno minimo',
    maxStay: 'Soggiorno massimo',
    stayHelp: 'In notti; lascia vuoto per la regola dell’unità.',
    setStay: 'Imposta durata',
    stayLimits: 'Durata del soggiorno',
    saved: 'Calendario aggiornato.',
  },
  status: {
    label: 'Stato del calendario',
    AVAILABLE: 'Aperto',
    AVAILABLEDescription: 'Gli ospiti possono prenotare ogni notte che non hai bloccato.',
    NEUTRAL: 'Non ancora deciso',
    NEUTRALDescription:
      'Non hai ancora aperto né chiuso questo calendario. Finché non scegli, le notti seguono i tuoi blocchi e le regole di soggiorno.',
    BLOCKED: 'Chiuso',
    BLOCKEDDescription:
      'Tutte le notti sono bloccate. Gli ospiti non possono prenotare finché non riapri il calendario.',
    PAUSED: 'In pausa',
    PAUSEDDescription:
      'Nessuna nuova prenotazione durante la pausa; i soggiorni che hai già restano. Riprendi quando vuoi.',
    saved: 'Stato del calendario modificato.',
  },
  states: {
    loading: 'Caricamento del calendario…',
    loadError: 'Non è stato possibile caricare il calendario.',
    noPrice:
      'Questa unità non ha ancora un prezzo a notte. Impostalo nella pagina dei prezzi dell’unità e il calendario lo mostrerà per ogni notte.',
    setPrice: 'Imposta un prezzo',
  },
};
