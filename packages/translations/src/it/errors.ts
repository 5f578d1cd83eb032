import type { LocaleNamespace } from '../types';

export const errors: LocaleNamespace<'errors'> = {
  calendar: {
    overlapsStay:
      'Alcune di queste notti sono occupate da una prenotazione, una richiesta o una richiesta di informazioni confermata. Scegli notti libere.',
    notManuallyBlocked:
      'Qui si possono sbloccare solo le notti che hai bloccato tu. Le notti importate cambiano tramite il loro feed del calendario.',
    rangeTooLong: 'Scegli al massimo due anni di notti alla volta.',
    maxStayBelowMin: 'Il soggiorno massimo non può essere più breve del soggiorno minimo.',
    feedChannelKeyNotFound: 'Non troviamo questa chiave API tra quelle che usi. Scegline una dall’elenco.',
    feedNotFound: 'Non abbiamo trovato questo calendario importato.',
    tooManyFeeds:
      "Un'unità può importare al massimo 10 calendari. Rimuovine uno prima di aggiungerne un altro.",
    feedUnreachable:
      "L'indirizzo del calendario non è raggiungibile o ha risposto con un errore. Controlla l'indirizzo e riprova.",
    feedTimeout:
      "L'indirizzo del calendario ha impiegato troppo a rispondere. Riproveremo al prossimo aggiornamento.",
    feedTooLarge: 'Questo calendario è troppo grande per essere importato (più di 2 MB).',
    feedAddressRefused:
      'Questo indirizzo porta a una rete privata o locale, a cui non ci colleghiamo mai. Usa il link iCal pubblico fornito dal canale.',
    feedBadRedirect:
      "L'indirizzo del calendario ha reindirizzato troppe volte, o verso qualcosa che non è un indirizzo web.",
    feedNotCalendar:
      'Questo indirizzo non ha restituito un calendario iCal. Copia il link di esportazione iCal (.ics) dal canale.',
  },
  channel: {
    apiKeyNotFound: 'Non abbiamo trovato questa chiave API.',
    unitNotFound: 'Non abbiamo trovato questa unità tra le sue.',
    idempotencyKeyReused:
      'Questa chiave di idempotenza è già stata usata per un’altra richiesta. Usi una nuova chiave.',
  },
  common: {
    validation: 'Alcuni campi non sono validi. Controllali e riprova.',
    unauthorized: 'La sessione è scaduta. Accedi di nuovo.',
    forbidden: 'Non hai i permessi per questa operazione.',
    notFound: 'Non abbiamo trovato ciò che cercavi.',
    conflict: 'Nel frattempo qualcosa è cambiato. Ricarica la pagina e riprova.',
    preconditionFailed:
      'Qualcun altro ha salvato nel frattempo. Ricarica per vedere le sue modifiche, oppure salva le tue sovrascrivendole.',
    payloadTooLarge: 'Il file o il testo è troppo grande.',
    tooManyRequests: 'Troppi tentativi. Attendi qualche istante e riprova.',
    internal: 'Si è verificato un problema da parte nostra. Riprova più tardi.',
    network: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    notImplemented: 'Questa parte di Hostdeck non è ancora disponibile.',
    unsupportedMediaType: 'Questo tipo di caricamento non è accettato qui.',
  },
  validation: {
    controlCharacter: 'Il testo contiene un carattere di controllo. Rimuovilo e riprova.',
    loneSurrogate: 'Il testo contiene un carattere non valido. Rimuovilo e riprova.',
    minimumNoticeDays:
      'Le unità prenotabili su richiesta richiedono almeno 2 giorni di preavviso, così hai il tempo di rispondere.',
    registrationNumber:
      'Il numero di registrazione non corrisponde al formato previsto nel Paese della struttura.',
  },
  user: {
    notFound: 'Non abbiamo trovato questo account.',
    commercialModelLocked:
      "Il modello commerciale viene fissato al termine della configurazione iniziale. Puoi cambiarlo nelle impostazioni dell'account.",
  },
  stayRules: {
    minStay: 'Questo soggiorno è più breve del soggiorno minimo per queste date.',
    maxStay: 'Questo soggiorno è più lungo del soggiorno massimo per queste date.',
    notice: 'Questo arrivo è troppo vicino: l’alloggio chiede un preavviso maggiore.',
    window: 'Questo arrivo è più lontano di quanto l’alloggio accetti prenotazioni.',
    checkInDay: 'In questo alloggio gli ospiti non possono arrivare in questo giorno della settimana.',
    preparation:
      'Questo soggiorno è troppo vicino a un altro: l’alloggio tiene giorni di preparazione tra i soggiorni.',
  },
  staff: {
    impersonationRequired: 'Prima scegli un host nella pagina Staff per agire al suo posto.',
    hostNotFound: 'Non abbiamo trovato questo host.',
  },
  notifications: {
    notFound: 'Non abbiamo trovato questa notifica.',
  },
  properties: {
    notFound: 'Non abbiamo trovato questa struttura.',
    deleteNotAllowed: 'Annulla la pubblicazione di tutte le unità della struttura prima di eliminarla.',
    singleUnitExists: 'Una struttura a unità singola ha già la sua unità.',
    typeChangeNotAllowed:
      'Il tipo di struttura si può cambiare solo finché la sua unica unità è ancora in fase di inserimento.',
  },
  units: {
    notFound: 'Non abbiamo trovato questa unità.',
    deleteNotAllowed: 'Questa unità non può essere eliminata nel suo stato attuale.',
    notPublishable:
      'Questa unità non può ancora essere pubblicata: correggi prima i campi segnalati come non validi.',
    publishNotAllowed: 'Questa unità non può essere pubblicata nel suo stato attuale.',
    unpublishNotAllowed: "Puoi annullare la pubblicazione solo di un'unità pubblicata.",
    listingIncomplete:
      "Alcuni passaggi dell'annuncio non sono ancora completi. Completali prima di pubblicare.",
    stepIncomplete: 'Completa questo passaggio prima di pubblicare.',
    stepDataMissing: 'Mancano dati di questo passaggio. Aprilo e salvalo di nuovo.',
    bedRequired: 'Aggiungi almeno un letto, così gli ospiti sanno dove dormiranno.',
  },
  photos: {
    notFound: 'Non abbiamo trovato questa foto.',
    tooLarge: 'La foto è troppo pesante per essere caricata.',
    unsupportedType: 'Tipo di file non supportato. Carica una foto JPEG, PNG o WebP.',
    tooSmall: 'La foto è troppo piccola. Caricane una più grande.',
    dimensionsTooLarge: 'La foto è troppo larga o troppo alta.',
    fileMissing: 'Scegli una foto da caricare.',
    orderMismatch: 'Nel frattempo le foto sono cambiate. Ricarica la pagina e riprova.',
    limitReached: 'Questa unità ha già il numero massimo di foto.',
  },
  promotions: {
    discountNotOffered: 'Questo sconto non è disponibile per questa promozione.',
  },
  regionalRequirements: {
    required: 'Questa informazione è obbligatoria in questa regione.',
    invalidFormat: 'Il valore non ha il formato richiesto dalla regione.',
    unknownField: 'Questo campo non rientra tra i requisiti di questa regione.',
  },
  listing: {
    unknownPlan: 'Questo piano non è disponibile. Scegli uno dei piani elencati.',
    serviceNotInPlan: 'Questo servizio non è incluso nel piano scelto.',
  },
  publicListing: {
    notFound: 'Questo annuncio non è disponibile.',
  },
  messaging: {
    channelNotFound: 'Non abbiamo trovato questa conversazione.',
    savedReplyNotFound: 'Non abbiamo trovato questa risposta salvata.',
    savedReplyOrderMismatch: 'Le risposte salvate sono cambiate nel frattempo. Ricaricale e riprova.',
    tooManySavedReplies: 'Puoi tenere fino a 50 risposte salvate. Eliminane una per aggiungerne un’altra.',
  },
  reservations: {
    requestNotFound: 'Impossibile trovare questa richiesta di prenotazione.',
    bookingNotFound: 'Impossibile trovare questa prenotazione.',
    inquiryNotFound: 'Impossibile trovare questa richiesta di informazioni.',
    alreadyDecided: 'È già stata data una risposta. Ricarica la pagina per vedere lo stato attuale.',
    datesTaken: 'Alcune di queste notti non sono più libere: un altro soggiorno le occupa.',
    notCancellable: 'Questa prenotazione non può più essere cancellata.',
    explanationRequired: 'Aggiungi qualche parola di spiegazione per questo motivo.',
  },
};
