import type { LocaleNamespace } from '../types';

export const helpArticles: LocaleNamespace<'helpArticles'> = {
  'choosing-your-property-type': {
    title: 'Una sola unità o più unità: quale tipo di struttura scegliere',
    paragraphs: {
      p1: "Scegli una sola unità se gli ospiti affittano l'intero alloggio con un unico annuncio: una casa, un appartamento, uno chalet. Scegli più unità se in uno stesso edificio o complesso ci sono diverse unità da affittare separatamente, come gli appartamenti di un residence o le camere di un affittacamere.",
      p2: "Le unità di una struttura hanno in comune indirizzo e nome, ma ciascuna ha stanze, foto, prezzi e calendario propri. Puoi aggiungere altre unità in seguito senza dover inserire di nuovo l'indirizzo.",
      p3: "Puoi passare da un tipo all'altro solo finché la tua prima unità è ancora in fase di inserimento. Dopo l'invio di un'unità il tipo non si può più cambiare, perché prezzi, calendari e prenotazioni dipendono da questa scelta.",
    },
  },
  'how-multi-unit-properties-work': {
    title: 'Come funzionano le strutture con più unità',
    paragraphs: {
      p1: "In una struttura con più unità, ogni unità ha il proprio annuncio: gli ospiti prenotano un'unità, non l'intero edificio. Dai a ciascuna un tipo e un nome chiari, così gli ospiti le distinguono facilmente, per esempio “Monolocale con balcone” e “Appartamento con due camere”.",
      p2: "Anche le unità identiche vanno inserite ciascuna con il proprio annuncio, perché ognuna ha il suo calendario. Conviene inserire con cura la prima unità: per le successive si parte direttamente dai passaggi dell'unità, senza ripetere i dettagli della struttura.",
    },
  },
  'entering-your-address': {
    title: "Inserire l'indirizzo della struttura",
    paragraphs: {
      p1: 'Inizia a scrivere la via e la città e scegli il suggerimento corrispondente: il modulo compila da solo i campi che conosce. Controlla il numero civico o il nome e il CAP, che a volte mancano nei suggerimenti.',
      p2: 'I campi seguono le convenzioni del Paese che scegli. In alcuni Paesi è richiesta la regione o la provincia; se nel tuo non si usano, il modulo non mostra il campo.',
      p3: "Gli ospiti vedono l'indirizzo esatto solo dopo aver prenotato. Prima di allora gli annunci mostrano solo la zona, quindi un indirizzo preciso non mette mai a rischio la tua privacy.",
    },
  },
  'why-the-exact-location-matters': {
    title: 'Perché la posizione esatta è importante per gli ospiti',
    paragraphs: {
      p1: 'Gli ospiti filtrano i risultati in base alla distanza dalla spiaggia, dal centro storico o dagli impianti di risalita. Un indirizzo preciso fa comparire il tuo annuncio nelle ricerche giuste ed evita di deludere ospiti che si aspettavano altro.',
      p2: "Se l'indirizzo non si trova, la revisione del tuo annuncio richiede più tempo. Se il tuo alloggio non ha un numero civico, indica il nome della casa o dell'edificio e spiega come arrivarci nel testo dell'annuncio.",
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Impostare il numero di ospiti e le stanze',
    paragraphs: {
      p1: 'Indica il numero massimo di ospiti che accetti, bambini compresi. Deve corrispondere ai letti che inserisci: gli ospiti confrontano i due dati, e una discrepanza tra i due è il motivo più frequente delle domande che ricevi prima di una prenotazione.',
      p2: "Aggiungi tutte le camere da letto e tutti i bagni, e anche il soggiorno o la cucina se gli ospiti possono usarli. Le dimensioni dell'unità sono facoltative, ma aiutano gli ospiti a confrontare annunci simili.",
    },
  },
  'describing-beds': {
    title: 'Descrivere i letti e la disposizione dei posti letto',
    paragraphs: {
      p1: 'Per ogni stanza, aggiungi i letti che contiene indicandone il tipo: matrimoniale, singolo, a castello o divano letto. Chi viaggia con amici o in famiglia guarda con attenzione quante persone possono dormire separatamente.',
      p2: 'Inserisci solo i letti sempre presenti. Se su richiesta puoi aggiungere una culla o un letto in più, scrivilo nella descrizione: così nessuno conta su un letto che potrebbe essere già occupato.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Divani letto, culle e letti aggiuntivi',
    paragraphs: {
      p1: 'Un divano letto in soggiorno ti permette di accogliere più ospiti, ma chi prenota apprezza di più le vere camere da letto. Conta i divani letto nel numero massimo di ospiti solo se sono comodi anche per un adulto.',
      p2: 'Indica nella descrizione se sono disponibili una culla o un seggiolone e se hanno un costo aggiuntivo. Le famiglie li cercano con i filtri, e una risposta chiara ti risparmia un messaggio.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: 'Foto che portano prenotazioni',
    paragraphs: {
      p1: "Scatta di giorno, con le luci accese e le tende aperte. Tieni la fotocamera all'altezza del petto e mantieni dritte le linee verticali: un'inquadratura grandangolare da un angolo è il modo migliore per mostrare una stanza.",
      p2: "Prima di ogni foto metti in ordine la stanza: superfici sgombre, letti rifatti, asciugamani piegati. Fotografa tutte le camere da letto e i bagni, la cucina, gli spazi esterni e, se c'è, la vista.",
      p3: 'Carica almeno cinque foto in orizzontale. Le immagini grandi e nitide rendono meglio; durante il caricamento ti avvisiamo se un file è troppo piccolo o in un formato non accettato.',
    },
  },
  'choosing-and-ordering-photos': {
    title: 'Scegliere e ordinare le foto',
    paragraphs: {
      p1: "La prima foto è la copertina: compare nei risultati di ricerca, quindi scegli l'immagine più invitante dell'alloggio, spesso la zona giorno o la vista.",
      p2: 'Ordina le altre come in una visita: zona giorno, camere da letto, bagni, cucina, poi spazi esterni e dintorni. Elimina le foto quasi identiche: dieci foto diverse valgono più di trenta simili.',
    },
  },
  'amenities-guests-look-for': {
    title: 'I servizi più cercati dagli ospiti',
    paragraphs: {
      p1: 'Wi-Fi, parcheggio, aria condizionata, lavatrice e cucina completamente attrezzata sono tra i filtri più usati dagli ospiti. Se li offri, selezionali: un servizio non selezionato ti esclude da quelle ricerche.',
      p2: 'Le dotazioni esterne, come piscina, giardino, terrazza o barbecue, contano molto nella scelta di una casa vacanze. Anche “Animali ammessi” è un filtro molto usato: selezionalo se accetti animali.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Indicare i servizi con precisione',
    paragraphs: {
      p1: 'Seleziona solo ciò che gli ospiti possono usare per tutto il soggiorno. Una piscina in comune o un parcheggio a pochi passi vanno bene, ma specificalo nella descrizione.',
      p2: "Servizi indicati con precisione portano recensioni migliori: raramente gli ospiti si lamentano di un extra che nessuno aveva promesso, ma lo fanno quando un servizio presente nell'annuncio non c'è.",
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Scrivere un titolo e una descrizione che si fanno notare',
    paragraphs: {
      p1: 'Un buon titolo indica il tipo di alloggio e il suo punto di forza: “Casa in pietra con vista mare e piscina” dice molto più di “Casa vacanze”. Evita le parole tutte in maiuscolo e i punti esclamativi.',
      p2: 'Nella descrizione, comincia da ciò che rende speciale il soggiorno, poi descrivi le stanze, i dintorni e come arrivare. I paragrafi brevi si leggono meglio sullo smartphone.',
      p3: "Indica le regole della casa che possono influire sulla decisione di prenotare, per esempio se ci sono scale, se sono previsti orari di silenzio o se l'alloggio è adatto ai bambini piccoli.",
    },
  },
  'setting-your-nightly-price': {
    title: 'Impostare il prezzo a notte',
    paragraphs: {
      p1: 'Guarda gli annunci simili nella tua zona per le date che vuoi riempire e parti da un prezzo leggermente più basso: con le prime prenotazioni contano più le prime recensioni che qualche euro in più.',
      p2: 'Il prezzo a notte è il tuo prezzo base. Le stagioni possono alzarlo o abbassarlo nei periodi che scegli e le promozioni aggiungono degli sconti, quindi raramente dovrai modificare il prezzo base.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Soggiorno minimo e preavviso',
    paragraphs: {
      p1: 'Un soggiorno minimo di due o tre notti riduce pulizie e cambi, mentre un minimo di una notte riempie i vuoti tra soggiorni più lunghi. Molti host impostano un minimo più lungo solo in alta stagione.',
      p2: "Il preavviso minimo stabilisce quanto tempo prima dell'arrivo un ospite può prenotare. Con le prenotazioni in giornata riempi i vuoti dell'ultimo minuto; se ti serve tempo per preparare l'alloggio, scegli uno o più giorni. Le unità prenotabili su richiesta richiedono almeno due giorni.",
    },
  },
  'pricing-by-season': {
    title: 'Prezzi stagionali',
    paragraphs: {
      p1: "Con le stagioni puoi impostare un prezzo a notte e un soggiorno minimo diversi per alcuni periodi dell'anno, come le vacanze estive o la stagione sciistica, senza toccare il prezzo base.",
      p2: "Le stagioni non possono sovrapporsi, quindi pianificale sull'arco dell'anno: per la maggior parte degli alloggi bastano alta, media e bassa stagione. Nelle date che non rientrano in nessuna stagione vale il prezzo base.",
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Stagioni per eventi e festività',
    paragraphs: {
      p1: "Festival, fiere e ponti fanno salire la domanda per pochi giorni. Una stagione breve con un prezzo più alto e un soggiorno minimo più lungo ti permette di approfittarne senza cambiare nulla nel resto dell'anno.",
      p2: "Imposta questi periodi per tempo: chi viaggia per un evento prenota con mesi di anticipo, e un prezzo alzato all'ultimo momento arriva troppo tardi.",
    },
  },
  'promotions-that-work': {
    title: 'Promozioni e sconti che funzionano',
    paragraphs: {
      p1: 'Le promozioni danno agli ospiti un motivo per prenotare subito. Uno sconto per soggiorni lunghi riempie intere settimane con un solo cambio; uno sconto per chi prenota prima ti assicura la prossima stagione.',
      p2: 'Gli sconti moderati sono i più efficaci. Gli ospiti vedono il prezzo originale barrato, quindi anche un dieci per cento si nota, e i tuoi guadagni restano buoni.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Sconti last minute e per chi prenota prima',
    paragraphs: {
      p1: 'Uno sconto last minute vale per i soggiorni che iniziano a breve e aiuta a riempire notti che altrimenti resterebbero libere. Uno sconto per chi prenota prima premia gli ospiti che prenotano con largo anticipo.',
      p2: "Per uno stesso periodo usa l'uno o l'altro, non entrambi: chi organizza il viaggio per tempo non deve trovare un prezzo migliore aspettando.",
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Tenere aggiornato il calendario',
    paragraphs: {
      p1: "Apri il calendario per le date in cui vuoi affittare e blocca le notti in cui usi l'alloggio tu o che hai già venduto altrove. Un calendario preciso evita doppie prenotazioni e cancellazioni.",
      p2: 'Se affitti anche tramite altri canali, aggiorna il calendario appena ricevi lì una prenotazione. Gli annunci con un calendario aperto e affidabile si posizionano meglio nei risultati di ricerca.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Perché ti chiediamo i tuoi dati personali',
    paragraphs: {
      p1: 'Come piattaforma, dobbiamo sapere chi riceve i pagamenti degli ospiti. Nome, data di nascita, nazionalità e indirizzo ci permettono di verificare la tua identità e di inviarti gli accrediti.',
      p2: "Inserisci i dati esattamente come compaiono sul tuo documento d'identità. Nome e cognome diventano il nome mostrato sul tuo account; gli ospiti vedono solo il nome, non il cognome.",
    },
  },
  'verifying-your-identity': {
    title: "Verifica dell'identità: cosa preparare",
    paragraphs: {
      p1: "Se sei una persona fisica, ti serve la carta d'identità (fronte e retro) o il passaporto. Per un'azienda servono anche la visura camerale e i dati delle persone che la possiedono o la rappresentano.",
      p2: 'Tieni pronti una prova di indirizzo e un estratto conto del conto su cui vuoi ricevere gli accrediti. Accettiamo scansioni nitide e complete, fino a 10 MB ciascuna.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Prenotazione immediata o su richiesta',
    paragraphs: {
      p1: 'Con la prenotazione immediata, gli ospiti prenotano subito le date disponibili. È la scelta consigliata: la preferisce la maggior parte degli ospiti e fa salire il tuo annuncio nei risultati di ricerca.',
      p2: 'Su richiesta, accetti o rifiuti ogni prenotazione entro un tempo stabilito. Hai più controllo, ma perdi gli ospiti che non vogliono aspettare, e le richieste senza risposta scadono.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Rispondere in tempo alle richieste di prenotazione',
    paragraphs: {
      p1: 'Se gli ospiti prenotano su richiesta, rispondi a ogni richiesta il prima possibile. Spesso gli ospiti contattano più host contemporaneamente e prenotano da chi conferma per primo.',
      p2: 'Se rifiuti troppo spesso o lasci scadere le richieste, il tuo annuncio perde visibilità. Se ti accorgi di accettare quasi tutte le richieste, passare alla prenotazione immediata semplifica le cose a tutti.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Numeri di registrazione e normative locali',
    paragraphs: {
      p1: 'In molte regioni gli affitti per vacanze devono essere registrati e il numero di registrazione deve comparire in ogni annuncio. Controlliamo il formato previsto nel tuo Paese, così gli errori di battitura vengono individuati subito.',
      p2: "Il numero viene rilasciato dall'ufficio turistico locale o dal Comune. Un'unità con un numero non valido non può essere pubblicata finché non lo correggi.",
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: "Dichiarare la proprietà o l'incarico di gestione",
    paragraphs: {
      p1: "Alcune regioni chiedono se la struttura è di tua proprietà o se la affitti per conto del proprietario. Se la gestisci per qualcun altro, tieni a portata di mano l'autorizzazione scritta del proprietario.",
      p2: "Queste risposte servono solo per le dichiarazioni richieste dalla regione. Se qualcosa cambia, aggiornale nelle impostazioni dell'unità.",
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Scegliere un piano di abbonamento',
    paragraphs: {
      p1: 'Con un abbonamento paghi una quota annuale per ogni annuncio invece di una commissione su ogni prenotazione. I piani si differenziano per visibilità e servizi inclusi: prima di scegliere, confronta cosa offre ciascuno.',
      p2: "Se prevedi molte prenotazioni all'anno, di solito l'abbonamento costa meno della commissione. Se affitti solo poche settimane all'anno, la commissione potrebbe fare più al caso tuo.",
    },
  },
  'how-subscription-billing-works': {
    title: "Come funziona la fatturazione dell'abbonamento",
    paragraphs: {
      p1: "Il piano viene fatturato quando il tuo annuncio viene approvato e si rinnova ogni anno, a meno che tu non lo disdica. Puoi cambiare piano nelle impostazioni dell'account.",
      p2: 'I servizi aggiuntivi e le messe in evidenza vengono fatturati a parte, quando li aggiungi: così paghi solo ciò che scegli.',
    },
  },
  'what-a-boost-does': {
    title: 'A cosa serve la messa in evidenza',
    paragraphs: {
      p1: 'La messa in evidenza mostra il tuo annuncio più in alto nei risultati di ricerca per un certo periodo. È utile per un annuncio nuovo che non ha ancora recensioni o per riempire i periodi più tranquilli.',
      p2: "La messa in evidenza non cambia né il prezzo né l'annuncio. È facoltativa: puoi saltare questo passaggio e mettere in evidenza l'annuncio più tardi.",
    },
  },
  'when-a-boost-pays-off': {
    title: 'Quando conviene la messa in evidenza',
    paragraphs: {
      p1: "Metti in evidenza l'annuncio quando gli ospiti stanno cercando: qualche settimana prima dell'alta stagione, o quando hai ancora date libere in un periodo che di solito si vende bene.",
      p2: "Abbina la messa in evidenza a belle foto e a un prezzo giusto. Più visibilità porta più ospiti sulla tua pagina, ma poi è l'annuncio a doverli convincere.",
    },
  },
  'commission-subscription-or-hybrid': {
    title: 'Commissione, abbonamento o formula mista?',
    paragraphs: {
      p1: "Con la commissione non paghi nulla in anticipo: quando un ospite prenota, ti viene addebitata una percentuale della prenotazione. Con l'abbonamento paghi una quota annuale fissa e nessuna commissione. La formula mista, “Piano e commissione”, unisce una quota più bassa a una commissione ridotta.",
      p2: "Scegli il modello in base a quanto affitti. La scelta si fa durante l'inserimento della tua prima struttura; per cambiarla in seguito, vai nelle impostazioni dell'account.",
    },
  },
  'extra-services-for-your-plan': {
    title: 'Servizi aggiuntivi per il tuo piano',
    paragraphs: {
      p1: 'Al tuo piano puoi aggiungere servizi come foto professionali, la traduzione della descrizione o un posizionamento in primo piano. Per ognuno vedi il prezzo prima di aggiungerlo.',
      p2: 'I servizi sono facoltativi. Se hai dubbi, inizia solo con il piano: puoi aggiungere servizi in qualsiasi momento.',
    },
  },
  'how-commission-is-charged': {
    title: 'Come viene addebitata la commissione',
    paragraphs: {
      p1: "La commissione è una percentuale dell'importo della prenotazione. A seconda della variante, è condivisa tra te e l'ospite oppure la paghi tutta tu: in questo caso gli ospiti vedono un prezzo totale più basso.",
      p2: 'La commissione si applica solo alle prenotazioni confermate. Sulle prenotazioni cancellate non si paga alcuna commissione, tranne quando le tue condizioni di cancellazione prevedono di trattenere una parte del pagamento.',
    },
  },
  'checklist-before-you-publish': {
    title: 'Cosa controllare prima di pubblicare',
    paragraphs: {
      p1: "Prima di inviare l'annuncio, apri l'anteprima e leggilo come farebbe un ospite: il titolo è chiaro? Le foto sono in un buon ordine? I letti corrispondono al numero di ospiti?",
      p2: 'Controlla prezzo e calendario per i prossimi mesi e assicurati di aver inserito il numero di registrazione, se la tua regione lo richiede.',
    },
  },
  'what-happens-after-you-submit': {
    title: "Cosa succede dopo l'invio",
    paragraphs: {
      p1: 'Il tuo primo annuncio viene controllato dal nostro team prima di andare online; se manca qualcosa, potremmo contattarti. Gli annunci degli host che hanno completato la configurazione iniziale vanno online subito.',
      p2: "Puoi continuare a modificare foto, prezzi e calendario nelle impostazioni dell'unità, sia mentre l'annuncio è in revisione sia quando è online.",
    },
  },
};
