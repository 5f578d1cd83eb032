import type { RegionOverrides } from '../types';

// Swiss Standard German differs from German here: ss for ß, and Swiss usage where it differs
// (Lift, Kajütenbett, Identitätskarte, MWST-Nummer, Nationalität, parkieren, 1’000’000).
export const overrides: RegionOverrides = {
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
};
