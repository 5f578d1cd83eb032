import type { LocaleNamespace } from '../types';

export const listingBasics: LocaleNamespace<'listingBasics'> = {
  accommodationTypes: {
    apartment: 'Appartement',
    house: 'Huis',
    villa: 'Villa',
    studio: 'Studio',
    room: 'Kamer',
    chalet: 'Chalet',
    bungalow: 'Bungalow',
    cottage: 'Vakantiehuisje',
    mobile_home: 'Stacaravan',
    boat: 'Boot',
    other: 'Anders',
  },
  property: {
    title: 'Wat voor accommodatie bied je aan?',
    description:
      'Vertel ons hoe gasten de accommodatie boeken. Je kunt dit alleen wijzigen zolang je net met de advertentie bent begonnen.',
    typeLabel: 'Type accommodatie',
    single: 'Eén plek om te verhuren',
    singleHelp: 'Gasten boeken de hele plek: een appartement, huis, villa of kamer.',
    multi: 'Meerdere units in één accommodatie',
    multiHelp: 'Gasten boeken een van de units in hetzelfde gebouw: een pension, een B&B of appartementen.',
    accommodationType: 'Soort verblijf',
    accommodationTypeHelp: 'Kies wat de plek het best beschrijft.',
    typeChangeNotAllowed:
      'Het type accommodatie kan niet meer worden gewijzigd, omdat een van de units al voorbij de eerste stappen is.',
  },
  location: {
    title: 'Waar ligt je accommodatie?',
    description: 'Zoek de plaats. De straat vul je in de volgende stap in.',
    searchLabel: 'Plaats',
    searchPlaceholder: 'Begin met typen, bijv. Lissabon',
    searchHelp: 'Typ minstens 2 tekens en kies een plaats uit de lijst.',
    searching: 'Zoeken…',
    noResults:
      'Geen plaatsen gevonden voor “{{query}}”. Controleer de spelling of probeer een plaats in de buurt.',
    searchError: 'Zoeken is nu niet mogelijk. Probeer het zo opnieuw.',
    selected: 'Gekozen plaats',
    required: 'Kies een plaats uit de zoekresultaten.',
  },
  propertyTitle: {
    title: 'Geef je accommodatie een naam',
    description: 'Gasten zien deze naam boven alle units.',
    titleLabel: 'Naam accommodatie',
    descriptionLabel: 'Over de accommodatie',
    descriptionHelp: 'Wat de units gemeen hebben: het gebouw, de tuin, de buurt.',
  },
  startUnit: {
    title: 'Laten we unit {{number}} van {{property}} instellen',
    untitledProperty: 'je accommodatie',
    description: 'Elke unit wordt apart geboekt. Vertel ons nu over deze unit:',
    next: {
      type: 'het type en de naam',
      rooms: 'gasten, ruimtes en bedden',
      photos: "foto's en voorzieningen",
      price: 'prijs en beschikbaarheid',
    },
  },
  unitType: {
    title: 'Wat voor unit is dit?',
    description:
      'Gasten zien het type en de naam van de unit als ze de units van je accommodatie vergelijken.',
    titleLabel: 'Naam unit',
    titleHelp: 'Bijvoorbeeld “Tuinstudio” of “Appartement 2”.',
  },
  guestsInfo: {
    title: 'Gasten en ruimtes',
    description:
      'Hoeveel gasten er kunnen verblijven, hoeveel slaapkamers en badkamers er zijn en hoe groot de accommodatie is.',
    guests: 'Gasten',
    bedrooms: 'Slaapkamers',
    bathrooms: 'Badkamers',
    roomsHelp: 'De bedden per slaapkamer voeg je in de volgende stap toe.',
  },
  beds: {
    description: 'Geef de ruimtes en de bedden per ruimte op, zodat gasten weten waar ze slapen.',
  },
  photos: {
    needed: 'Voeg minstens één foto toe om door te gaan.',
  },
  amenities: {
    description:
      'Vink aan wat gasten kunnen gebruiken. Je kunt dit overslaan en voorzieningen later toevoegen.',
  },
  title: {
    description:
      'Een duidelijke titel en een korte beschrijving helpen gasten om voor jouw accommodatie te kiezen.',
  },
};
