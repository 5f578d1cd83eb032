import type { LocaleNamespace } from '../types';

export const listingAccount: LocaleNamespace<'listingAccount'> = {
  optional: '(facoltativo)',
  commission: {
    title: 'Come funziona la commissione',
    description:
      'Pubblicare con noi non ha costi fissi. Applichiamo una commissione solo sulle prenotazioni che ricevi tramite noi: un annuncio senza prenotazioni non ti costa nulla.',
    variantLabel: 'Chi paga la commissione',
    variants: {
      split: {
        title: "Condivisa con l'ospite",
        description:
          "Una parte della commissione si aggiunge al prezzo pagato dall'ospite come costo del servizio; il resto viene detratto dal tuo accredito.",
      },
      host_only: {
        title: 'La paghi tutta tu',
        description:
          "Gli ospiti pagano esattamente il prezzo che imposti, senza costi del servizio; l'intera commissione viene detratta dal tuo accredito.",
      },
      host_only_14_5: {
        title: 'La paghi tutta tu, al 14,5%',
        description:
          'Gli ospiti pagano esattamente il prezzo che imposti; dal tuo accredito viene detratto un importo fisso del 14,5% di ogni prenotazione.',
      },
    },
  },
  verification: {
    title: "Verifica dell'identità",
    description:
      'Le norme sui pagamenti ci impongono di verificare chi riceve il denaro delle tue prenotazioni. Ecco cosa comporta.',
    tier: {
      Individual: 'Ti verificheremo come persona fisica.',
      Business: 'La tua azienda verrà verificata come impresa.',
    },
    whatTitle: 'Cosa ti chiederemo',
    documentsIntro: 'A seconda della tua situazione, uno o più di questi documenti:',
    noDocuments: 'Ti diremo quali documenti ci servono quando avvierai la verifica.',
    documents: {
      id_front: "Carta d'identità (fronte)",
      id_back: "Carta d'identità (retro)",
      passport: 'Passaporto',
      company_registration: 'Visura camerale',
      proof_of_address: 'Prova di indirizzo',
      bank_statement: 'Estratto conto bancario',
    },
    whenTitle: 'Quando',
    when: 'Non ora. Puoi prima completare e pubblicare il tuo annuncio; ti chiederemo la verifica prima di inviarti il primo accredito.',
    acknowledge: 'Ho capito che devo verificare la mia identità prima di ricevere il primo accredito.',
  },
  commercialModel: {
    title: 'Come paghi il servizio',
    description:
      'Scegli come pagarci: con un piano di abbonamento, con una commissione sulle prenotazioni o con un piano più piccolo insieme a una commissione.',
    modelLabel: 'Modello di pagamento',
    models: {
      subscription: {
        title: 'Abbonamento',
        description:
          'Paghi il prezzo del piano per tutta la sua durata e lo scegli nella pagina successiva. Sulle prenotazioni non paghi alcuna commissione.',
      },
      commission: {
        title: 'Commissione',
        description:
          'Nessun costo fisso: applichiamo una commissione solo sulle prenotazioni che ricevi tramite noi.',
      },
      hybrid: {
        title: 'Piano e commissione',
        description:
          'Paghi un piano (da scegliere nella pagina successiva) e una commissione su ogni prenotazione, con la percentuale che scegli qui sotto.',
      },
    },
    variantLabel: 'Commissione su ogni prenotazione',
    hybridVariants: {
      hybrid_3: '3%',
      hybrid_7: '7%',
      hybrid_13: '13%',
      hybrid_19: '19%',
    },
  },
  plan: {
    title: 'Scegli il tuo piano',
    description:
      'Scegli il piano per questo annuncio. I servizi aggiuntivi li aggiungi nella pagina successiva.',
    planLabel: 'Piano',
    price_one: '{{price}} per {{count}} mese',
    price_many: '{{price}} per {{count}} di mesi',
    price_other: '{{price}} per {{count}} mesi',
    includesRankingBoost: 'Include un posizionamento più alto nelle ricerche',
    extrasCount_one: '{{count}} servizio aggiuntivo',
    extrasCount_many: '{{count}} di servizi aggiuntivi',
    extrasCount_other: '{{count}} servizi aggiuntivi',
    none: 'Al momento non ci sono piani disponibili. Torna più tardi o scegli un altro modello di pagamento.',
  },
  planServices: {
    title: 'Aggiungi servizi al tuo piano',
    description: 'Scegli i servizi aggiuntivi che vuoi con il piano {{plan}}.',
    payment:
      "Ora non paghi nulla. Il piano e i servizi scelti li pagherai al momento dell'acquisto, quando la fatturazione sarà disponibile per il tuo account.",
    servicesLabel: 'Servizi aggiuntivi',
    noExtras: 'Questo piano non prevede servizi aggiuntivi: prosegui con il passaggio successivo.',
    noPlan: 'Scegli prima un piano: i servizi disponibili dipendono da questo.',
    choosePlan: 'Scegli un piano',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Mostra il tuo numero di telefono sui siti partner',
        description:
          'Gli ospiti che trovano il tuo annuncio sui nostri siti partner possono chiamarti direttamente.',
      },
      displayGuestEmailInMessageCard: {
        title: "Vedi l'indirizzo email degli ospiti",
        description: "L'indirizzo email dell'ospite viene mostrato insieme ai suoi messaggi.",
      },
      visibilityBoost: {
        title: 'Maggiore visibilità',
        description: 'Per un certo periodo il tuo annuncio compare più in alto nei risultati di ricerca.',
      },
      banner: {
        title: 'Banner pubblicitario',
        description: 'Il tuo annuncio viene pubblicizzato con un banner sul nostro sito.',
      },
      directEmailMarketing: {
        title: 'Email marketing',
        description: 'Il tuo annuncio compare nelle email che inviamo ai viaggiatori.',
      },
      diamond: {
        title: 'Annuncio Diamante',
        description: 'Un badge Diamante fa risaltare il tuo annuncio nei risultati di ricerca.',
      },
      socialPackage: {
        title: 'Pacchetto social media',
        description: 'Il tuo annuncio viene promosso sui nostri canali social.',
      },
      inquiryMessage: {
        title: 'Messaggio per le richieste di informazioni',
        description:
          'Gli ospiti che ti inviano una richiesta di informazioni ricevono un messaggio che hai scritto in anticipo.',
      },
    },
  },
  details: {
    titleIndividual: 'I tuoi dati personali',
    descriptionIndividual:
      'Ci servono questi dati per pagarti e per rispettare gli obblighi di comunicazione previsti dalla legge. Gli ospiti non li vedono.',
    titleCompany: 'I dati della tua azienda',
    descriptionCompany:
      'Ci servono i dati della tua azienda per pagarti e per rispettare gli obblighi di comunicazione previsti dalla legge. Gli ospiti non li vedono.',
    personLegend: 'Dati anagrafici',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Email',
    phoneNumber: 'Numero di telefono',
    dateOfBirth: 'Data di nascita',
    nationality: 'Nazionalità',
    addressLegend: 'Il tuo indirizzo',
    companyLegend: 'Azienda',
    legalBusinessName: 'Ragione sociale',
    accountEmail: 'Email aziendale',
    registeredAddressLegend: 'Sede legale',
    sameAddress: 'La nostra sede operativa principale coincide con la sede legale',
    principalAddressLegend: 'Sede operativa principale',
    taxLegend: 'Dati fiscali',
    vatId: 'Partita IVA',
    userWithoutVatId: 'La mia azienda non ha una partita IVA',
    taxId: 'Codice fiscale',
    taxCountry: 'Paese che ha rilasciato il codice fiscale',
    euPermanentEstablishment: "La mia azienda ha una stabile organizzazione in un altro Paese dell'UE",
    selectCountry: 'Seleziona un Paese',
    address: {
      country: 'Paese',
      city: 'Città',
      street: 'Via',
      houseNumberOrName: 'Numero civico o nome',
      postalCode: 'CAP',
      state: 'Stato (sigla, massimo 3 caratteri)',
      province: 'Provincia o regione',
    },
  },
  owner: {
    title: 'Titolare o rappresentante legale',
    description: "La persona che possiede l'azienda o che per legge può agire per suo conto.",
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Email',
    needsCompany: "Inserisci prima i dati dell'azienda: il titolare viene salvato insieme a questi dati.",
    goToCompany: "Inserisci i dati dell'azienda",
  },
};
