import type { LocaleNamespace } from '../types';

export const listingBasics: LocaleNamespace<'listingBasics'> = {
  accommodationTypes: {
    apartment: 'Apartman',
    house: 'Kuća',
    villa: 'Vila',
    studio: 'Studio',
    room: 'Soba',
    chalet: 'Planinska kuća',
    bungalow: 'Bungalov',
    cottage: 'Vikendica',
    mobile_home: 'Mobilna kućica',
    boat: 'Brod',
    other: 'Ostalo',
  },
  property: {
    title: 'Kakav objekt oglašavate?',
    description:
      'Recite nam kako će ga gosti rezervirati. To možete promijeniti samo na samom početku oglašavanja.',
    typeLabel: 'Vrsta objekta',
    single: 'Jedna smještajna jedinica',
    singleHelp: 'Gosti rezerviraju cijeli smještaj: apartman, kuću, vilu ili sobu.',
    multi: 'Više jedinica u jednom objektu',
    multiHelp:
      'Gosti rezerviraju jednu od više jedinica u istoj zgradi: pansion, sobe s doručkom ili apartmanska kuća.',
    accommodationType: 'Vrsta smještaja',
    accommodationTypeHelp: 'Odaberite ono što najbolje opisuje smještaj.',
    typeChangeNotAllowed:
      'Vrstu objekta više nije moguće promijeniti jer je jedna od njegovih jedinica prošla prve korake.',
  },
  location: {
    title: 'Gdje se nalazi Vaš objekt?',
    description: 'Potražite mjesto ili grad. Ulicu ćete dodati u sljedećem koraku.',
    searchLabel: 'Mjesto ili grad',
    searchPlaceholder: 'Počnite upisivati, npr. Split',
    searchHelp: 'Upišite najmanje 2 znaka, a zatim odaberite mjesto s popisa.',
    searching: 'Pretraživanje…',
    noResults:
      'Nijedno mjesto ne odgovara pojmu „{{query}}“. Provjerite pravopis ili pokušajte s obližnjim mjestom.',
    searchError: 'Pretraživanje trenutačno nije dostupno. Pokušajte ponovno za trenutak.',
    selected: 'Odabrano mjesto',
    required: 'Odaberite mjesto iz rezultata pretraživanja.',
  },
  propertyTitle: {
    title: 'Dajte naziv objektu',
    description: 'Gosti vide ovaj naziv iznad svih njegovih jedinica.',
    titleLabel: 'Naziv objekta',
    descriptionLabel: 'O objektu',
    descriptionHelp: 'Što je jedinicama zajedničko: zgrada, vrt, susjedstvo.',
  },
  startUnit: {
    title: 'Postavimo jedinicu {{number}} ({{property}})',
    untitledProperty: 'Vaš objekt',
    description: 'Svaka se jedinica rezervira zasebno. Zatim nam recite nešto o ovoj jedinici:',
    next: {
      type: 'vrsta i naziv',
      rooms: 'gosti, sobe i kreveti',
      photos: 'fotografije i sadržaji',
      price: 'cijena i dostupnost',
    },
  },
  unitType: {
    title: 'Kakva je ovo jedinica?',
    description: 'Gosti vide vrstu i naziv jedinice kada uspoređuju jedinice Vašeg objekta.',
    titleLabel: 'Naziv jedinice',
    titleHelp: 'Na primjer „Studio s vrtom“ ili „Apartman 2“.',
  },
  guestsInfo: {
    title: 'Gosti i sobe',
    description: 'Koliko gostiju može boraviti, koliko ima spavaćih soba i kupaonica te kolika je površina.',
    guests: 'Gosti',
    bedrooms: 'Spavaće sobe',
    bathrooms: 'Kupaonice',
    roomsHelp: 'Krevete u svakoj spavaćoj sobi dodat ćete u sljedećem koraku.',
  },
  beds: {
    description: 'Navedite prostorije i krevete u svakoj od njih kako bi gosti znali gdje će spavati.',
  },
  photos: {
    needed: 'Za nastavak dodajte barem jednu fotografiju.',
  },
  amenities: {
    description: 'Označite što gosti mogu koristiti. Ovaj korak možete preskočiti i sadržaje dodati kasnije.',
  },
  title: {
    description: 'Jasan naziv i kratak opis pomažu gostima da odaberu Vaš smještaj.',
  },
};
