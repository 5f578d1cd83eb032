import type { LocaleNamespace } from '../types';

export const listingBasics: LocaleNamespace<'listingBasics'> = {
  accommodationTypes: {
    apartment: 'Appartamento',
    house: 'Casa',
    villa: 'Villa',
    studio: 'Monolocale',
    room: 'Stanza',
    chalet: 'Chalet',
    bungalow: 'Bungalow',
    cottage: 'Casa di campagna',
    mobile_home: 'Casa mobile',
    boat: 'Barca',
    other: 'Altro',
  },
  property: {
    title: 'Che tipo di struttura vuoi pubblicare?',
    description:
      "Indica come la prenoteranno gli ospiti. Puoi cambiare questa scelta solo all'inizio dell'inserimento.",
    typeLabel: 'Tipo di struttura',
    single: 'Un solo alloggio da affittare',
    singleHelp: "Gli ospiti prenotano l'intero alloggio: un appartamento, una casa, una villa o una stanza.",
    multi: 'Più unità nella stessa struttura',
    multiHelp:
      'Gli ospiti prenotano una delle unità nello stesso edificio: un affittacamere, un B&B o degli appartamenti.',
    accommodationType: 'Tipo di alloggio',
    accommodationTypeHelp: "Scegli ciò che descrive meglio l'alloggio.",
    typeChangeNotAllowed:
      'Il tipo di struttura non può più essere cambiato perché una delle sue unità ha superato i primi passaggi.',
  },
  location: {
    title: 'Dove si trova la tua struttura?',
    description: 'Cerca la città o la località. Aggiungerai la via nel passaggio successivo.',
    searchLabel: 'Città o località',
    searchPlaceholder: 'Inizia a scrivere, ad es. Lisbona',
    searchHelp: "Scrivi almeno 2 caratteri, poi scegli una località dall'elenco.",
    searching: 'Ricerca in corso…',
    noResults:
      'Nessuna località corrisponde a “{{query}}”. Controlla come è scritta o prova con una località vicina.',
    searchError: 'La ricerca non è disponibile al momento. Riprova tra poco.',
    selected: 'Località selezionata',
    required: 'Scegli una località dai risultati della ricerca.',
  },
  propertyTitle: {
    title: 'Dai un nome alla tua struttura',
    description: 'Gli ospiti vedono questo nome sopra tutte le sue unità.',
    titleLabel: 'Nome della struttura',
    descriptionLabel: 'Informazioni sulla struttura',
    descriptionHelp: "Ciò che le unità hanno in comune: l'edificio, il giardino, il quartiere.",
  },
  startUnit: {
    title: "Configuriamo l'unità {{number}} di {{property}}",
    untitledProperty: 'la tua struttura',
    description: 'Ogni unità si prenota separatamente. Ora parlaci di questa unità:',
    next: {
      type: 'tipo e nome',
      rooms: 'ospiti, stanze e letti',
      photos: 'foto e servizi',
      price: 'prezzo e disponibilità',
    },
  },
  unitType: {
    title: 'Che tipo di unità è?',
    description: 'Gli ospiti vedono il tipo e il nome quando confrontano le unità della tua struttura.',
    titleLabel: "Nome dell'unità",
    titleHelp: 'Ad esempio “Monolocale con giardino” o “Appartamento 2”.',
  },
  guestsInfo: {
    title: 'Ospiti e stanze',
    description:
      "Quanti ospiti può accogliere, quante camere da letto e quanti bagni ha e quanto è grande l'alloggio.",
    guests: 'Ospiti',
    bedrooms: 'Camere da letto',
    bathrooms: 'Bagni',
    roomsHelp: 'I letti di ogni camera li aggiungerai nel passaggio successivo.',
  },
  beds: {
    description: 'Elenca le stanze e i letti di ciascuna, così gli ospiti sanno dove dormiranno.',
  },
  photos: {
    needed: 'Aggiungi almeno una foto per continuare.',
  },
  amenities: {
    description:
      'Seleziona ciò che gli ospiti possono usare. Puoi saltare questo passaggio e aggiungere i servizi in seguito.',
  },
  title: {
    description: 'Un titolo chiaro e una breve descrizione aiutano gli ospiti a scegliere il tuo alloggio.',
  },
};
