import type { RegionOverrides } from '../types';

// Swiss Standard German differs from German here: ss for ß, and Swiss usage where it differs
// (Lift, Kajütenbett, Identitätskarte, MWST-Nummer, Nationalität, parkieren, 1’000’000).
export const overrides: RegionOverrides = {
  calendar: {
    reason: { window: 'Ausserhalb des Buchungszeitraums' },
  },
  common: {
    actions: {
      close: 'Schliessen',
    },
  },
  properties: {
    amenities: {
      elevator: 'Lift',
    },
  },
  errors: {
    common: {
      payloadTooLarge: 'Die Datei oder der Text ist zu gross.',
    },
    units: {
      listingIncomplete:
        'Einige Schritte des Inserats sind noch nicht abgeschlossen. Schliessen Sie sie vor dem Veröffentlichen ab.',
      stepIncomplete: 'Schliessen Sie diesen Schritt vor dem Veröffentlichen ab.',
    },
    photos: {
      tooLarge: 'Das Foto ist zu gross zum Hochladen.',
      tooSmall: 'Das Foto ist zu klein. Laden Sie ein grösseres hoch.',
    },
  },
  shell: {
    unitSelector: {
      error:
        'Die Einheiten konnten nicht geladen werden. Schliessen und öffnen Sie die Liste, um es erneut zu versuchen.',
    },
    serverError: {
      description:
        'Der Server konnte den Vorgang nicht abschliessen. Oft hilft es, die Seite neu zu laden. Falls nicht, versuchen Sie es in ein paar Minuten erneut.',
    },
  },
  tour: {
    close: 'Schliessen',
  },
  propertiesPage: {
    unitSelector: {
      close: 'Schliessen',
    },
    publicListing: {
      beds: {
        bunk_bed_one: '{{count}} Kajütenbett',
        bunk_bed_other: '{{count}} Kajütenbetten',
      },
    },
  },
  units: {
    sections: {
      rooms: 'Räume und Grösse',
    },
    location: {
      street: 'Strasse',
    },
    amenities: {
      groups: {
        outdoor: 'Aussenbereich und Aussicht',
        building: 'Gebäude und Parkieren',
      },
    },
    rooms: {
      beds: {
        bunk_bed: 'Kajütenbett',
      },
    },
    size: {
      measurement: 'Masseinheit',
      imperial: 'Quadratfuss (ft²)',
    },
    price: {
      nightlyHelp: 'Zwischen 1 und 1’000’000.',
      nightlyRange: 'Geben Sie einen Preis zwischen 1 und 1’000’000 ein.',
    },
    photos: {
      tooLarge: '{{name}} ist zu gross ({{width}}×{{height}}); das Maximum ist {{maxWidth}}×{{maxHeight}}.',
      tooBig: 'Die Datei ist zu gross.',
    },
  },
  listingBasics: {
    location: {
      description: 'Suchen Sie nach dem Ort. Die Strasse geben Sie im nächsten Schritt an.',
    },
    guestsInfo: {
      description:
        'Wie viele Gäste übernachten können, wie viele Schlaf- und Badezimmer es gibt und wie gross die Unterkunft ist.',
    },
  },
  listingPricing: {
    seasons: {
      description:
        'Legen Sie für bestimmte Zeiträume, etwa den Sommer, einen anderen Preis pro Nacht und Mindestaufenthalt fest. Ausserhalb der Saisons gilt der normale Preis pro Nacht.',
      nightlyRange: 'Geben Sie einen Preis zwischen 1 und 1’000’000 ein.',
    },
  },
  listingAccount: {
    verification: {
      documents: {
        id_front: 'Identitätskarte (Vorderseite)',
        id_back: 'Identitätskarte (Rückseite)',
      },
    },
    details: {
      nationality: 'Nationalität',
      vatId: 'MWST-Nummer',
      userWithoutVatId: 'Mein Unternehmen hat keine MWST-Nummer',
      address: {
        street: 'Strasse',
      },
    },
  },
  helpArticles: {
    'entering-your-address': {
      paragraphs: {
        p1: 'Tippen Sie Strasse und Ort ein und wählen Sie den passenden Vorschlag aus; das Formular füllt dann alle Felder aus, die es kennt. Prüfen Sie die Hausnummer oder den Hausnamen und die Postleitzahl, denn diese fehlen in den Vorschlägen manchmal.',
      },
    },
    'describing-beds': {
      paragraphs: {
        p1: 'Fügen Sie für jeden Raum die vorhandenen Betten mit ihrer Bettart hinzu: Doppelbett, Einzelbett, Kajütenbett oder Schlafsofa. Wer mit Freunden oder als Familie reist, achtet genau darauf, wie viele Personen getrennt schlafen können.',
      },
    },
    'taking-photos-that-get-bookings': {
      paragraphs: {
        p2: 'Bringen Sie jeden Raum vor dem Foto in Ordnung: freie Flächen, gemachte Betten, gefaltete Handtücher. Zeigen Sie alle Schlaf- und Badezimmer, die Küche, den Aussenbereich und, falls vorhanden, die Aussicht.',
        p3: 'Laden Sie mindestens fünf Fotos im Querformat hoch. Grosse, scharfe Bilder wirken am besten; beim Hochladen erfahren Sie, wenn eine Datei zu klein ist oder ihr Format nicht unterstützt wird.',
      },
    },
    'choosing-and-ordering-photos': {
      paragraphs: {
        p2: 'Ordnen Sie die übrigen Fotos wie einen Rundgang: Wohnräume, Schlafzimmer, Badezimmer, Küche, dann Aussenbereich und Umgebung. Entfernen Sie fast identische Aufnahmen; zehn abwechslungsreiche Fotos überzeugen mehr als dreissig ähnliche.',
      },
    },
    'writing-a-title-that-stands-out': {
      paragraphs: {
        p1: 'Ein guter Titel nennt die Art der Unterkunft und ihr bestes Merkmal: „Steinhaus mit Meerblick und Pool“ sagt mehr als „Ferienhaus“. Verzichten Sie auf Grossbuchstaben und Ausrufezeichen.',
      },
    },
    'pricing-by-season': {
      paragraphs: {
        p2: 'Saisons dürfen sich nicht überschneiden. Planen Sie sie deshalb für das ganze Jahr: Hoch-, Zwischen- und Nebensaison reichen für die meisten Unterkünfte. Ausserhalb der Saisons gilt Ihr Grundpreis.',
      },
    },
    'why-we-ask-for-personal-details': {
      paragraphs: {
        p1: 'Als Plattform müssen wir wissen, wer die Zahlungen der Gäste erhält. Anhand Ihres Namens, Ihres Geburtsdatums, Ihrer Nationalität und Ihrer Adresse können wir Ihre Identität prüfen und Auszahlungen an Sie leisten.',
      },
    },
    'verifying-your-identity': {
      paragraphs: {
        p1: 'Privatpersonen benötigen eine Identitätskarte (Vorder- und Rückseite) oder einen Reisepass. Unternehmen benötigen zusätzlich einen Handelsregisterauszug sowie Angaben zu den Personen, denen das Unternehmen gehört oder die es vertreten.',
        p2: 'Halten Sie ausserdem einen Adressnachweis und einen Kontoauszug Ihres Auszahlungskontos bereit. Akzeptiert werden gut lesbare, vollständige Scans mit jeweils bis zu 10 MB.',
      },
    },
  },
};
