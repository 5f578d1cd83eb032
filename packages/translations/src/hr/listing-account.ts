import type { LocaleNamespace } from '../types';

export const listingAccount: LocaleNamespace<'listingAccount'> = {
  optional: '(neobavezno)',
  commission: {
    title: 'Kako funkcionira provizija',
    description:
      'Za oglašavanje kod nas nema fiksne naknade. Provizija se naplaćuje samo od rezervacija koje primite preko nas, pa Vas oglas bez rezervacija ne stoji ništa.',
    variantLabel: 'Tko plaća proviziju',
    variants: {
      split: {
        title: 'Dijeli se s gostom',
        description:
          'Dio provizije dodaje se cijeni za gosta kao naknada za uslugu, a ostatak se odbija od Vaše isplate.',
      },
      host_only: {
        title: 'Plaćate je u cijelosti',
        description:
          'Gosti plaćaju točno cijenu koju postavite, bez naknade za uslugu; cijela se provizija odbija od Vaše isplate.',
      },
      host_only_14_5: {
        title: 'Plaćate je u cijelosti, 14,5 %',
        description:
          'Gosti plaćaju točno cijenu koju postavite; fiksnih 14,5 % svake rezervacije odbija se od Vaše isplate.',
      },
    },
  },
  verification: {
    title: 'Provjera identiteta',
    description:
      'Propisi o plaćanju obvezuju nas da utvrdimo tko prima novac od Vaših rezervacija. Evo što to uključuje.',
    tier: {
      Individual: 'Provjerit ćemo Vas kao fizičku osobu.',
      Business: 'Vašu ćemo tvrtku provjeriti kao pravnu osobu.',
    },
    whatTitle: 'Što ćemo tražiti',
    documentsIntro: 'Ovisno o Vašoj situaciji, jedan ili više ovih dokumenata:',
    noDocuments: 'Kada započnete provjeru, reći ćemo Vam koji su nam dokumenti potrebni.',
    documents: {
      id_front: 'Osobna iskaznica (prednja strana)',
      id_back: 'Osobna iskaznica (stražnja strana)',
      passport: 'Putovnica',
      company_registration: 'Izvadak iz sudskog registra',
      proof_of_address: 'Potvrda o adresi',
      bank_statement: 'Bankovni izvod',
    },
    whenTitle: 'Kada',
    when: 'Ne odmah. Najprije možete dovršiti i objaviti oglas; provjeru tražimo prije prve isplate.',
    acknowledge: 'Razumijem da moram potvrditi identitet prije prve isplate.',
  },
  commercialModel: {
    title: 'Kako plaćate oglašavanje',
    description:
      'Odaberite kako nam plaćate: paketom pretplate, provizijom na rezervacije ili manjim paketom uz proviziju.',
    modelLabel: 'Model plaćanja',
    models: {
      subscription: {
        title: 'Pretplata',
        description:
          'Plaćate cijenu paketa za njegovo razdoblje, a paket birate na sljedećoj stranici. Na rezervacije se ne naplaćuje provizija.',
      },
      commission: {
        title: 'Provizija',
        description: 'Bez fiksne naknade: provizija se naplaćuje samo od rezervacija koje primite preko nas.',
      },
      hybrid: {
        title: 'Paket i provizija',
        description:
          'Plaćate paket (birate ga na sljedećoj stranici) i proviziju na svaku rezervaciju, u postotku koji odaberete u nastavku.',
      },
    },
    variantLabel: 'Provizija na svaku rezervaciju',
    hybridVariants: {
      hybrid_3: '3 %',
      hybrid_7: '7 %',
      hybrid_13: '13 %',
      hybrid_19: '19 %',
    },
  },
  plan: {
    title: 'Odaberite paket',
    description: 'Odaberite paket za ovaj oglas. Dodatne usluge dodajete na sljedećoj stranici.',
    planLabel: 'Paket',
    price_one: '{{price}} za {{count}} mjesec',
    price_few: '{{price}} za {{count}} mjeseca',
    price_other: '{{price}} za {{count}} mjeseci',
    includesRankingBoost: 'Uključuje bolji plasman u pretraživanju',
    extrasCount_one: '{{count}} dodatna usluga',
    extrasCount_few: '{{count}} dodatne usluge',
    extrasCount_other: '{{count}} dodatnih usluga',
    none: 'Trenutačno nema paketa u ponudi. Vratite se kasnije ili odaberite drugi model plaćanja.',
  },
  planServices: {
    title: 'Dodajte usluge paketu',
    description: 'Odaberite dodatne usluge koje želite uz paket {{plan}}.',
    payment:
      'Sada se ništa ne naplaćuje. Paket i odabrane usluge platit ćete kada naplata postane dostupna za Vaš račun.',
    servicesLabel: 'Dodatne usluge',
    noExtras: 'Ovaj paket nema dodatnih usluga; prijeđite na sljedeći korak.',
    noPlan: 'Najprije odaberite paket: usluge ovise o njemu.',
    choosePlan: 'Odaberi paket',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Broj telefona na partnerskim stranicama',
        description: 'Gosti koji pronađu Vaš oglas na našim partnerskim stranicama mogu Vas izravno nazvati.',
      },
      displayGuestEmailInMessageCard: {
        title: 'Adrese e-pošte gostiju',
        description: 'Adresa e-pošte gosta prikazuje se uz njegove poruke.',
      },
      visibilityBoost: {
        title: 'Veća vidljivost',
        description: 'Vaš se oglas neko vrijeme prikazuje više u rezultatima pretraživanja.',
      },
      banner: {
        title: 'Reklamni baner',
        description: 'Vaš se oglas reklamira na baneru na našoj stranici.',
      },
      directEmailMarketing: {
        title: 'Marketing e-poštom',
        description: 'Vaš se oglas predstavlja u e-porukama koje šaljemo putnicima.',
      },
      diamond: {
        title: 'Dijamantni oglas',
        description: 'Dijamantna oznaka izdvaja Vaš oglas u rezultatima pretraživanja.',
      },
      socialPackage: {
        title: 'Paket za društvene mreže',
        description: 'Vaš se oglas promovira na našim društvenim mrežama.',
      },
      inquiryMessage: {
        title: 'Poruka za upite',
        description: 'Gosti koji Vam pošalju upit primaju poruku koju ste unaprijed napisali.',
      },
    },
  },
  details: {
    titleIndividual: 'Vaši osobni podaci',
    descriptionIndividual:
      'Ove podatke trebamo kako bismo Vam mogli isplaćivati novac i ispunjavati zakonske obveze izvješćivanja. Gosti ih ne vide.',
    titleCompany: 'Podaci o tvrtki',
    descriptionCompany:
      'Podatke o Vašoj tvrtki trebamo kako bismo Vam mogli isplaćivati novac i ispunjavati zakonske obveze izvješćivanja. Gosti ih ne vide.',
    personLegend: 'O Vama',
    firstName: 'Ime',
    lastName: 'Prezime',
    email: 'E-pošta',
    phoneNumber: 'Broj telefona',
    dateOfBirth: 'Datum rođenja',
    nationality: 'Državljanstvo',
    addressLegend: 'Vaša adresa',
    companyLegend: 'Tvrtka',
    legalBusinessName: 'Službeni naziv tvrtke',
    accountEmail: 'E-pošta tvrtke',
    registeredAddressLegend: 'Adresa sjedišta',
    sameAddress: 'Glavno mjesto poslovanja nalazi se na adresi sjedišta',
    principalAddressLegend: 'Glavno mjesto poslovanja',
    taxLegend: 'Porez',
    vatId: 'PDV identifikacijski broj',
    userWithoutVatId: 'Moja tvrtka nema PDV identifikacijski broj',
    taxId: 'Porezni identifikacijski broj',
    taxCountry: 'Država koja je izdala porezni broj',
    euPermanentEstablishment: 'Moja tvrtka ima stalnu poslovnu jedinicu u drugoj državi EU-a',
    selectCountry: 'Odaberite državu',
    address: {
      country: 'Država',
      city: 'Grad',
      street: 'Ulica',
      houseNumberOrName: 'Kućni broj ili naziv kuće',
      postalCode: 'Poštanski broj',
      state: 'Savezna država (oznaka, najviše 3 znaka)',
      province: 'Pokrajina ili regija',
    },
  },
  owner: {
    title: 'Vlasnik ili zakonski zastupnik',
    description: 'Osoba koja je vlasnik Vaše tvrtke ili je po zakonu smije zastupati.',
    firstName: 'Ime',
    lastName: 'Prezime',
    email: 'E-pošta',
    needsCompany: 'Najprije unesite podatke o tvrtki: vlasnik se sprema zajedno s njima.',
    goToCompany: 'Unesi podatke o tvrtki',
  },
};
