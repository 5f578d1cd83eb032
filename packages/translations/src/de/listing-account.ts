import type { LocaleNamespace } from '../types';

export const listingAccount: LocaleNamespace<'listingAccount'> = {
  optional: '(optional)',
  commission: {
    title: 'So funktioniert die Provision',
    description:
      'Für das Inserieren bei uns zahlen Sie keine feste Gebühr. Eine Provision fällt nur für Buchungen an, die Sie über uns erhalten. Ein Inserat ohne Buchungen kostet Sie also nichts.',
    variantLabel: 'Wer die Provision zahlt',
    variants: {
      split: {
        title: 'Mit dem Gast geteilt',
        description:
          'Ein Teil der Provision wird dem Gast als Servicegebühr auf den Preis aufgeschlagen; der Rest wird von Ihrer Auszahlung abgezogen.',
      },
      host_only: {
        title: 'Sie zahlen die gesamte Provision',
        description:
          'Gäste zahlen genau den Preis, den Sie festlegen, ohne Servicegebühr; die gesamte Provision wird von Ihrer Auszahlung abgezogen.',
      },
      host_only_14_5: {
        title: 'Sie zahlen die gesamte Provision: 14,5 %',
        description:
          'Gäste zahlen genau den Preis, den Sie festlegen; pauschal 14,5 % jeder Buchung werden von Ihrer Auszahlung abgezogen.',
      },
    },
  },
  verification: {
    title: 'Identitätsprüfung',
    description:
      'Zahlungsvorschriften verpflichten uns zu prüfen, wer das Geld aus Ihren Buchungen erhält. So läuft das ab.',
    tier: {
      Individual: 'Sie werden als Privatperson verifiziert.',
      Business: 'Ihr Unternehmen wird als gewerblicher Anbieter verifiziert.',
    },
    whatTitle: 'Was wir benötigen',
    documentsIntro: 'Je nach Situation eines oder mehrere dieser Dokumente:',
    noDocuments: 'Welche Dokumente wir benötigen, erfahren Sie, wenn Sie die Verifizierung starten.',
    documents: {
      id_front: 'Personalausweis (Vorderseite)',
      id_back: 'Personalausweis (Rückseite)',
      passport: 'Reisepass',
      company_registration: 'Handelsregisterauszug',
      proof_of_address: 'Adressnachweis',
      bank_statement: 'Kontoauszug',
    },
    whenTitle: 'Wann',
    when: 'Nicht jetzt. Sie können Ihr Inserat zuerst fertigstellen und veröffentlichen. Vor Ihrer ersten Auszahlung bitten wir Sie dann um die Verifizierung.',
    acknowledge: 'Mir ist bewusst, dass ich meine Identität vor meiner ersten Auszahlung verifizieren muss.',
  },
  commercialModel: {
    title: 'Wie Sie uns bezahlen',
    description:
      'Wählen Sie, wie Sie uns bezahlen: mit einem Abonnement, mit einer Provision auf Buchungen oder mit einem kleineren Tarif plus Provision.',
    modelLabel: 'Abrechnungsmodell',
    models: {
      subscription: {
        title: 'Abonnement',
        description:
          'Sie zahlen den Preis eines Tarifs für dessen Laufzeit und wählen den Tarif auf der nächsten Seite. Auf Ihre Buchungen fällt keine Provision an.',
      },
      commission: {
        title: 'Provision',
        description:
          'Keine feste Gebühr: Eine Provision fällt nur für Buchungen an, die Sie über uns erhalten.',
      },
      hybrid: {
        title: 'Tarif und Provision',
        description:
          'Sie zahlen für einen Tarif (Auswahl auf der nächsten Seite) und eine Provision auf jede Buchung, deren Höhe Sie unten wählen.',
      },
    },
    variantLabel: 'Provision pro Buchung',
    hybridVariants: {
      hybrid_3: '3 %',
      hybrid_7: '7 %',
      hybrid_13: '13 %',
      hybrid_19: '19 %',
    },
  },
  plan: {
    title: 'Tarif wählen',
    description:
      'Wählen Sie den Tarif für dieses Inserat. Optionale Leistungen fügen Sie auf der nächsten Seite hinzu.',
    planLabel: 'Tarif',
    price_one: '{{price}} pro Monat',
    price_other: '{{price}} alle {{count}} Monate',
    includesRankingBoost: 'Inklusive besserer Platzierung',
    extrasCount_one: '{{count}} optionale Leistung',
    extrasCount_other: '{{count}} optionale Leistungen',
    none: 'Derzeit werden keine Tarife angeboten. Schauen Sie später wieder vorbei oder wählen Sie ein anderes Abrechnungsmodell.',
  },
  planServices: {
    title: 'Leistungen zum Tarif hinzufügen',
    description: 'Wählen Sie die optionalen Leistungen, die Sie zum Tarif {{plan}} wünschen.',
    payment:
      'Jetzt wird nichts berechnet. Sie bezahlen den Tarif und die gewählten Leistungen beim Bezahlvorgang, sobald die Abrechnung für Ihr Konto verfügbar ist.',
    servicesLabel: 'Optionale Leistungen',
    noExtras: 'Dieser Tarif hat keine optionalen Leistungen. Fahren Sie mit dem nächsten Schritt fort.',
    noPlan: 'Wählen Sie zuerst einen Tarif: Die Leistungen hängen davon ab.',
    choosePlan: 'Tarif wählen',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Telefonnummer auf Partnerseiten zeigen',
        description: 'Gäste, die Ihr Inserat auf unseren Partnerseiten finden, können Sie direkt anrufen.',
      },
      displayGuestEmailInMessageCard: {
        title: 'E-Mail-Adressen der Gäste sehen',
        description: 'Die E-Mail-Adresse des Gastes wird bei seinen Nachrichten angezeigt.',
      },
      visibilityBoost: {
        title: 'Sichtbarkeits-Boost',
        description: 'Ihr Inserat erscheint eine Zeit lang weiter oben in den Suchergebnissen.',
      },
      banner: {
        title: 'Werbebanner',
        description: 'Ihr Inserat wird in einem Banner auf unserer Website beworben.',
      },
      directEmailMarketing: {
        title: 'E-Mail-Marketing',
        description: 'Ihr Inserat wird in E-Mails an Reisende vorgestellt.',
      },
      diamond: {
        title: 'Diamant-Inserat',
        description: 'Ein Diamant-Abzeichen hebt Ihr Inserat in den Suchergebnissen hervor.',
      },
      socialPackage: {
        title: 'Social-Media-Paket',
        description: 'Ihr Inserat wird auf unseren Social-Media-Kanälen beworben.',
      },
      inquiryMessage: {
        title: 'Automatische Antwort auf Anfragen',
        description:
          'Gäste, die Ihnen eine Anfrage senden, erhalten eine Nachricht, die Sie vorab verfasst haben.',
      },
    },
  },
  details: {
    titleIndividual: 'Ihre persönlichen Angaben',
    descriptionIndividual:
      'Wir benötigen diese Angaben, um Auszahlungen an Sie zu leisten und unsere gesetzlichen Meldepflichten zu erfüllen. Gäste sehen sie nicht.',
    titleCompany: 'Angaben zu Ihrem Unternehmen',
    descriptionCompany:
      'Wir benötigen die Angaben Ihres Unternehmens, um Auszahlungen an Sie zu leisten und unsere gesetzlichen Meldepflichten zu erfüllen. Gäste sehen sie nicht.',
    personLegend: 'Über Sie',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phoneNumber: 'Telefonnummer',
    dateOfBirth: 'Geburtsdatum',
    nationality: 'Staatsangehörigkeit',
    addressLegend: 'Ihre Adresse',
    companyLegend: 'Unternehmen',
    legalBusinessName: 'Offizieller Firmenname',
    accountEmail: 'E-Mail des Unternehmens',
    registeredAddressLegend: 'Eingetragener Sitz',
    sameAddress: 'Unser Hauptsitz ist der eingetragene Sitz',
    principalAddressLegend: 'Hauptsitz',
    taxLegend: 'Steuern',
    vatId: 'USt-IdNr.',
    userWithoutVatId: 'Mein Unternehmen hat keine USt-IdNr.',
    taxId: 'Steuernummer',
    taxCountry: 'Land, das die Steuernummer vergeben hat',
    euPermanentEstablishment: 'Mein Unternehmen hat eine Betriebsstätte in einem anderen EU-Land',
    selectCountry: 'Land wählen',
    address: {
      country: 'Land',
      city: 'Ort',
      street: 'Straße',
      houseNumberOrName: 'Hausnummer oder Hausname',
      postalCode: 'Postleitzahl',
      state: 'Bundesstaat (Kürzel, höchstens 3 Zeichen)',
      province: 'Provinz oder Region',
    },
  },
  owner: {
    title: 'Inhaber oder gesetzlicher Vertreter',
    description: 'Die Person, der Ihr Unternehmen gehört oder die es gesetzlich vertreten darf.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    needsCompany:
      'Geben Sie zuerst die Angaben zu Ihrem Unternehmen ein: Der Inhaber wird zusammen mit ihnen gespeichert.',
    goToCompany: 'Unternehmensangaben eingeben',
  },
};
