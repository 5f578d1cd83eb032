// Namespace `listingBasics`: see index.ts. The listing flow's basic steps.
export const listingBasics = {
  accommodationTypes: {
    apartment: 'Apartment',
    house: 'House',
    villa: 'Villa',
    studio: 'Studio',
    room: 'Room',
    chalet: 'Chalet',
    bungalow: 'Bungalow',
    cottage: 'Cottage',
    mobile_home: 'Mobile home',
    boat: 'Boat',
    other: 'Other',
  },
  property: {
    title: 'What kind of property are you listing?',
    description:
      'Tell us how guests will book it. You can change this only while the listing has just begun.',
    typeLabel: 'Property type',
    single: 'One place to rent',
    singleHelp: 'Guests book the whole place: a flat, a house, a villa or a room.',
    multi: 'Several units in one property',
    multiHelp: 'Guests book one of several units in the same building: a guest house, a B&B or apartments.',
    accommodationType: 'Type of accommodation',
    accommodationTypeHelp: 'Pick what describes the place best.',
    typeChangeNotAllowed:
      'The property type can no longer be changed because one of its units is past the first steps.',
  },
  location: {
    title: 'Where is your property?',
    description: 'Search for the town or city. You will add the street in the next step.',
    searchLabel: 'Town or city',
    searchPlaceholder: 'Start typing, e.g. Lisbon',
    searchHelp: 'Type at least 2 characters, then pick a place from the list.',
    searching: 'Searching…',
    noResults: 'No places match “{{query}}”. Check the spelling or try a nearby town.',
    searchError: 'The search is not available right now. Try again in a moment.',
    selected: 'Selected place',
    required: 'Pick a place from the search results.',
  },
  propertyTitle: {
    title: 'Name your property',
    description: 'Guests see this name above all of its units.',
    titleLabel: 'Property name',
    descriptionLabel: 'About the property',
    descriptionHelp: 'What the units share: the building, the garden, the neighborhood.',
  },
  startUnit: {
    title: "Let's set up unit {{number}} of {{property}}",
    untitledProperty: 'your property',
    description: 'Each unit is booked on its own. Next, tell us about this unit:',
    next: {
      type: 'its type and name',
      rooms: 'guests, rooms and beds',
      photos: 'photos and amenities',
      price: 'price and availability',
    },
  },
  unitType: {
    title: 'What kind of unit is this?',
    description: 'Guests see the type and the name of the unit when they compare the units of your property.',
    titleLabel: 'Unit name',
    titleHelp: 'For example "Garden studio" or "Apartment 2".',
  },
  guestsInfo: {
    title: 'Guests and rooms',
    description:
      'How many guests can stay, how many bedrooms and bathrooms there are, and how big the place is.',
    guests: 'Guests',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    roomsHelp: 'You add the beds of each bedroom in the next step.',
  },
  beds: {
    description: 'List the rooms and the beds in each, so guests know where they sleep.',
  },
  photos: {
    needed: 'Add at least one photo to continue.',
  },
  amenities: {
    description: 'Tick what guests can use. You can skip this and add amenities later.',
  },
  title: {
    description: 'A clear title and a short description help guests choose your place.',
  },
} as const;
