import type { LocaleNamespace } from '../types';

export const listingBasics: LocaleNamespace<'listingBasics'> = {
  accommodationTypes: {
    apartment: 'Wohnung',
    house: 'Haus',
    villa: 'Villa',
    studio: 'Studio',
    room: 'Zimmer',
    chalet: 'Chalet',
    bungalow: 'Bungalow',
    cottage: 'Landhaus',
    mobile_home: 'Mobilheim',
    boat: 'Boot',
    other: 'Sonstiges',
  },
  property: {
    title: 'Welche Art von Objekt inserieren Sie?',
    description: 'Geben Sie an, wie Gäste es buchen. Das können Sie nur ganz zu Beginn des Inserats ändern.',
    typeLabel: 'Objekttyp',
    single: 'Eine einzelne Unterkunft',
    singleHelp: 'Gäste buchen die gesamte Unterkunft: eine Wohnung, ein Haus, eine Villa oder ein Zimmer.',
    multi: 'Mehrere Einheiten in einem Objekt',
    multiHelp:
      'Gäste buchen eine von mehreren Einheiten im selben Gebäude: etwa in einer Pension, einem B&B oder einem Apartmenthaus.',
    accommodationType: 'Art der Unterkunft',
    accommodationTypeHelp: 'Wählen Sie, was am besten passt.',
    typeChangeNotAllowed:
      'Der Objekttyp kann nicht mehr geändert werden, weil eine seiner Einheiten die ersten Schritte bereits abgeschlossen hat.',
  },
  location: {
    title: 'Wo liegt Ihr Objekt?',
    description: 'Suchen Sie nach dem Ort. Die Straße geben Sie im nächsten Schritt an.',
    searchLabel: 'Ort',
    searchPlaceholder: 'Ort eingeben, z. B. Lissabon',
    searchHelp: 'Geben Sie mindestens 2 Zeichen ein und wählen Sie dann einen Ort aus der Liste.',
    searching: 'Suche läuft…',
    noResults:
      'Keine Orte zu „{{query}}“. Prüfen Sie die Schreibweise oder versuchen Sie einen Ort in der Nähe.',
    searchError: 'Die Suche ist gerade nicht verfügbar. Versuchen Sie es gleich noch einmal.',
    selected: 'Ausgewählter Ort',
    required: 'Wählen Sie einen Ort aus den Suchergebnissen.',
  },
  propertyTitle: {
    title: 'Benennen Sie Ihr Objekt',
    description: 'Gäste sehen diesen Namen über allen Einheiten des Objekts.',
    titleLabel: 'Name des Objekts',
    descriptionLabel: 'Über das Objekt',
    descriptionHelp: 'Was alle Einheiten gemeinsam haben: das Gebäude, den Garten, die Umgebung.',
  },
  startUnit: {
    title: 'Jetzt richten wir Einheit {{number}} von {{property}} ein',
    untitledProperty: 'Ihrem Objekt',
    description: 'Jede Einheit wird einzeln gebucht. Erzählen Sie uns als Nächstes von dieser Einheit:',
    next: {
      type: 'Art und Name',
      rooms: 'Gäste, Räume und Betten',
      photos: 'Fotos und Ausstattung',
      price: 'Preis und Verfügbarkeit',
    },
  },
  unitType: {
    title: 'Um welche Art von Einheit handelt es sich?',
    description: 'Gäste sehen Art und Namen der Einheit, wenn sie die Einheiten Ihres Objekts vergleichen.',
    titleLabel: 'Name der Einheit',
    titleHelp: 'Zum Beispiel „Gartenstudio“ oder „Wohnung 2“.',
  },
  guestsInfo: {
    title: 'Gäste und Räume',
    description:
      'Wie viele Gäste übernachten können, wie viele Schlaf- und Badezimmer es gibt und wie groß die Unterkunft ist.',
    guests: 'Gäste',
    bedrooms: 'Schlafzimmer',
    bathrooms: 'Badezimmer',
    roomsHelp: 'Die Betten der einzelnen Schlafzimmer geben Sie im nächsten Schritt an.',
  },
  beds: {
    description: 'Geben Sie die Räume und ihre Betten an, damit Gäste wissen, wo sie schlafen.',
  },
  photos: {
    needed: 'Fügen Sie mindestens ein Foto hinzu, um fortzufahren.',
  },
  amenities: {
    description:
      'Markieren Sie, was Gäste nutzen können. Sie können diesen Schritt überspringen und die Ausstattung später ergänzen.',
  },
  title: {
    description:
      'Ein klarer Titel und eine kurze Beschreibung helfen Gästen, sich für Ihre Unterkunft zu entscheiden.',
  },
};
