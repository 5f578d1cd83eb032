import type { LocaleNamespace } from '../types';

export const listingAccount: LocaleNamespace<'listingAccount'> = {
  optional: '(optioneel)',
  commission: {
    title: 'Zo werkt de commissie',
    description:
      'Adverteren bij ons kost geen vast bedrag. We rekenen alleen commissie over boekingen die je via ons ontvangt, dus een advertentie zonder boekingen kost je niets.',
    variantLabel: 'Wie betaalt de commissie',
    variants: {
      split: {
        title: 'Gedeeld met de gast',
        description:
          'Een deel van de commissie komt als servicekosten bij de prijs voor de gast; de rest wordt ingehouden op je uitbetaling.',
      },
      host_only: {
        title: 'Jij betaalt alles',
        description:
          'Gasten betalen precies de prijs die jij instelt, zonder servicekosten; de hele commissie wordt ingehouden op je uitbetaling.',
      },
      host_only_14_5: {
        title: 'Jij betaalt alles, tegen 14,5%',
        description:
          'Gasten betalen precies de prijs die jij instelt; van elke boeking wordt een vaste 14,5% ingehouden op je uitbetaling.',
      },
    },
  },
  verification: {
    title: 'Identiteitsverificatie',
    description:
      'Betalingsregels verplichten ons om vast te stellen wie het geld van je boekingen ontvangt. Zo werkt het.',
    tier: {
      Individual: 'Je wordt geverifieerd als particulier.',
      Business: 'Je bedrijf wordt geverifieerd als onderneming.',
    },
    whatTitle: 'Waar we om vragen',
    documentsIntro: 'Afhankelijk van je situatie een of meer van deze documenten:',
    noDocuments: 'We laten je weten welke documenten we nodig hebben zodra je met de verificatie begint.',
    documents: {
      id_front: 'Identiteitskaart (voorkant)',
      id_back: 'Identiteitskaart (achterkant)',
      passport: 'Paspoort',
      company_registration: 'Uittreksel uit het handelsregister',
      proof_of_address: 'Adresbewijs',
      bank_statement: 'Bankafschrift',
    },
    whenTitle: 'Wanneer',
    when: 'Nu nog niet. Je kunt eerst je advertentie afronden en publiceren; we vragen je om je te verifiëren voordat we je eerste uitbetaling doen.',
    acknowledge: 'Ik begrijp dat ik mijn identiteit moet verifiëren vóór mijn eerste uitbetaling.',
  },
  commercialModel: {
    title: 'Hoe wil je betalen?',
    description:
      'Kies hoe je ons betaalt: met een abonnement, met commissie op boekingen, of met een kleiner pakket plus commissie.',
    modelLabel: 'Betaalmodel',
    models: {
      subscription: {
        title: 'Abonnement',
        description:
          'Je betaalt de prijs van een pakket per periode en kiest het pakket op de volgende pagina. Over je boekingen betaal je geen commissie.',
      },
      commission: {
        title: 'Commissie',
        description: 'Geen vast bedrag: we rekenen alleen commissie over boekingen die je via ons ontvangt.',
      },
      hybrid: {
        title: 'Pakket en commissie',
        description:
          'Je betaalt voor een pakket (dat kies je op de volgende pagina) en commissie op elke boeking, tegen het percentage dat je hieronder kiest.',
      },
    },
    variantLabel: 'Commissie per boeking',
    hybridVariants: {
      hybrid_3: '3%',
      hybrid_7: '7%',
      hybrid_13: '13%',
      hybrid_19: '19%',
    },
  },
  plan: {
    title: 'Kies je pakket',
    description:
      'Kies het pakket voor deze advertentie. Optionele diensten voeg je op de volgende pagina toe.',
    planLabel: 'Pakket',
    price_one: '{{price}} per maand',
    price_other: '{{price}} per {{count}} maanden',
    includesRankingBoost: 'Inclusief hogere positie in de zoekresultaten',
    extrasCount_one: '{{count}} optionele dienst',
    extrasCount_other: '{{count}} optionele diensten',
    none: 'Er worden op dit moment geen pakketten aangeboden. Kom later terug of kies een ander betaalmodel.',
  },
  planServices: {
    title: 'Diensten toevoegen aan je pakket',
    description: 'Kies de optionele diensten die je bij het pakket {{plan}} wilt.',
    payment:
      'Er wordt nu niets in rekening gebracht. Je betaalt voor het pakket en de gekozen diensten bij het afrekenen, zodra facturering beschikbaar is voor je account.',
    servicesLabel: 'Optionele diensten',
    noExtras: 'Dit pakket heeft geen optionele diensten. Ga door naar de volgende stap.',
    noPlan: 'Kies eerst een pakket: de diensten hangen daarvan af.',
    choosePlan: 'Pakket kiezen',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Je telefoonnummer tonen op partnersites',
        description: 'Gasten die je advertentie op onze partnersites vinden, kunnen je direct bellen.',
      },
      displayGuestEmailInMessageCard: {
        title: 'E-mailadressen van gasten zien',
        description: 'Het e-mailadres van de gast wordt bij de berichten getoond.',
      },
      visibilityBoost: {
        title: 'Zichtbaarheidsboost',
        description: 'Je advertentie staat een tijdlang hoger in de zoekresultaten.',
      },
      banner: {
        title: 'Reclamebanner',
        description: 'Je advertentie wordt aangeprezen in een banner op onze site.',
      },
      directEmailMarketing: {
        title: 'E-mailmarketing',
        description: 'Je advertentie wordt uitgelicht in e-mails die we naar reizigers sturen.',
      },
      diamond: {
        title: 'Diamantadvertentie',
        description: 'Met een diamantbadge valt je advertentie op in de zoekresultaten.',
      },
      socialPackage: {
        title: 'Pakket voor sociale media',
        description: 'Je advertentie wordt gepromoot op onze socialemediakanalen.',
      },
      inquiryMessage: {
        title: 'Automatisch antwoord op vragen',
        description: 'Gasten die je een vraag sturen, krijgen een bericht dat je vooraf hebt geschreven.',
      },
    },
  },
  details: {
    titleIndividual: 'Je persoonsgegevens',
    descriptionIndividual:
      'We hebben deze gegevens nodig om je te betalen en om aan onze wettelijke meldplicht te voldoen. Gasten zien ze niet.',
    titleCompany: 'Je bedrijfsgegevens',
    descriptionCompany:
      'We hebben de gegevens van je bedrijf nodig om je te betalen en om aan onze wettelijke meldplicht te voldoen. Gasten zien ze niet.',
    personLegend: 'Over jou',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    phoneNumber: 'Telefoonnummer',
    dateOfBirth: 'Geboortedatum',
    nationality: 'Nationaliteit',
    addressLegend: 'Je adres',
    companyLegend: 'Bedrijf',
    legalBusinessName: 'Statutaire naam',
    accountEmail: 'E-mailadres bedrijf',
    registeredAddressLegend: 'Statutair adres',
    sameAddress: 'Onze hoofdvestiging is op het statutaire adres',
    principalAddressLegend: 'Hoofdvestiging',
    taxLegend: 'Belasting',
    vatId: 'Btw-nummer',
    userWithoutVatId: 'Mijn bedrijf heeft geen btw-nummer',
    taxId: 'Fiscaal identificatienummer',
    taxCountry: 'Land dat het fiscale nummer heeft uitgegeven',
    euPermanentEstablishment: 'Mijn bedrijf heeft een vaste inrichting in een ander EU-land',
    selectCountry: 'Kies een land',
    address: {
      country: 'Land',
      city: 'Plaats',
      street: 'Straat',
      houseNumberOrName: 'Huisnummer of huisnaam',
      postalCode: 'Postcode',
      state: 'Staat (code, max. 3 tekens)',
      province: 'Provincie of regio',
    },
  },
  owner: {
    title: 'Eigenaar of wettelijk vertegenwoordiger',
    description: 'De persoon die eigenaar is van je bedrijf of wettelijk namens het bedrijf mag optreden.',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    needsCompany: 'Vul eerst je bedrijfsgegevens in: de eigenaar wordt samen daarmee opgeslagen.',
    goToCompany: 'Bedrijfsgegevens invullen',
  },
};
