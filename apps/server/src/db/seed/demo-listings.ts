import type {
  AccommodationType,
  BookingType,
  CancellationPolicy,
  MeasurementSystem,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import type {
  PropertyType,
  PropertyUnitState,
} from '@hostdeck/contract/properties/property-unit-state.schemas';
import type { LengthOfStayDiscountTier } from '@hostdeck/contract/properties/length-of-stay-discounts.rules';
import type { Rng } from './prng';
import type { SceneKind } from './seed-photos';

/** What the seed needs to write one property and its units; the demo hosts' listings below. */
export interface SeedAddress {
  countryCode: string;
  countryName: string;
  stateOrProvince: string | null;
  city: string;
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export interface SeedUnit {
  title: string | null;
  description: string | null;
  state: PropertyUnitState;
  accommodationType: AccommodationType | null;
  bedroomCount: number | null;
  guests: number | null;
  sizeM2: number | null;
  measurementUnit: MeasurementSystem;
  bookingType: BookingType;
  cancellationPolicy: CancellationPolicy | null;
  /** Euros per night (stored in cents). */
  price: number | null;
  minNights: number;
  /** The other stay rules (maximum stay, preparation days, booking window, check-in weekdays); none by default. */
  stayRules?: SeedStayRules;
  /** Shortest stay first, within the contract's limits; none by default. */
  lengthOfStayDiscounts: LengthOfStayDiscountTier[];
  amenities: string[];
  registrationNumber: string | null;
  registrationNumberValid: boolean;
  nationalIdCode: string | null;
  previewLinks: boolean;
  /** Scenes of the unit's photos, cover first; empty = no photos yet. */
  photos: SceneKind[];
  /** For IN_PROGRESS units: the listing steps done so far. Finished units complete their whole flow. */
  completedSteps?: string[];
}

export interface SeedStayRules {
  maxNights?: number;
  preparationDays?: number;
  bookingWindowDays?: number;
  /** 0 = Sunday … 6 = Saturday. */
  checkInDays?: number[];
}

export interface SeedProperty {
  propertyType: PropertyType;
  title: string | null;
  description: string | null;
  address: SeedAddress;
  units: SeedUnit[];
}

const BASE_AMENITIES = ['wifi', 'kitchen', 'tv', 'hair_dryer', 'iron', 'bed_linen', 'towels'];

function unit(overrides: Partial<SeedUnit> & Pick<SeedUnit, 'title' | 'state'>): SeedUnit {
  return {
    description: null,
    accommodationType: 'apartment',
    bedroomCount: 1,
    guests: 2,
    sizeM2: 45,
    measurementUnit: 'metric',
    bookingType: 'onLine',
    cancellationPolicy: 'moderate',
    price: 100,
    minNights: 2,
    lengthOfStayDiscounts: [],
    amenities: BASE_AMENITIES,
    registrationNumber: null,
    registrationNumberValid: true,
    nationalIdCode: null,
    previewLinks: true,
    photos: ['coast', 'bedroom', 'kitchen'],
    ...overrides,
  };
}

function single(
  title: string,
  description: string,
  address: SeedAddress,
  details: Partial<SeedUnit> & Pick<SeedUnit, 'state'>,
): SeedProperty {
  return {
    propertyType: 'single',
    title,
    description,
    address,
    units: [unit({ title, description, ...details })],
  };
}

/** anna@demo.test: an individual host with listings in five countries (DESIGN.md demo accounts). */
export const ANNA_PROPERTIES: SeedProperty[] = [
  single(
    'Seafront Apartment Bačvice',
    'Bright two-bedroom apartment a two-minute walk from Bačvice beach, with a balcony facing the sea and the islands. The old town and Diocletian’s Palace are fifteen minutes away on foot.',
    {
      countryCode: 'HR',
      countryName: 'Croatia',
      stateOrProvince: null,
      city: 'Split',
      street: 'Put Firula',
      houseNumberOrName: '12',
      postalCode: '21000',
      latitude: 43.5022,
      longitude: 16.4526,
    },
    {
      state: 'PUBLISHED',
      bedroomCount: 2,
      guests: 4,
      sizeM2: 68,
      price: 145,
      minNights: 3,
      stayRules: { maxNights: 28 },
      // A weekly discount, so the price page shows one filled in.
      lengthOfStayDiscounts: [{ minimumNights: 7, percent: 10 }],
      amenities: [
        ...BASE_AMENITIES,
        'air_conditioning',
        'sea_view',
        'balcony',
        'washing_machine',
        'dishwasher',
        'beach_nearby',
      ],
      registrationNumber: 'HR-2181-0412',
      photos: ['coast', 'bedroom', 'kitchen', 'town'],
    },
  ),
  single(
    'Stone House with Olive Garden',
    'A restored 19th-century stone house in the quiet lanes of Stari Grad, with a private garden of old olive trees, a stone barbecue and shaded terrace. Ferries to Split are ten minutes by car.',
    {
      countryCode: 'HR',
      countryName: 'Croatia',
      stateOrProvince: null,
      city: 'Stari Grad',
      street: 'Ulica Petra Hektorovića',
      houseNumberOrName: '3',
      postalCode: '21460',
      latitude: 43.184,
      longitude: 16.596,
    },
    {
      state: 'PUBLISHED',
      accommodationType: 'house',
      bedroomCount: 3,
      guests: 6,
      sizeM2: 110,
      price: 210,
      minNights: 5,
      // A house let Saturday to Saturday in summer style, with a day to air it between guests.
      stayRules: { maxNights: 21, preparationDays: 1, checkInDays: [6] },
      bookingType: 'onRequest',
      cancellationPolicy: 'strict',
      amenities: [
        ...BASE_AMENITIES,
        'air_conditioning',
        'garden',
        'bbq',
        'terrace',
        'parking',
        'washing_machine',
        'pets_allowed',
      ],
      registrationNumber: 'HR-2192-0087',
      photos: ['countryside', 'bedroom', 'kitchen'],
    },
  ),
  single(
    'Tuscan Farmhouse Loft',
    'Open-plan loft under the beams of a working farmhouse among the vineyards below Montepulciano. Wine tasting on the estate, the hill town a short drive up the road.',
    {
      countryCode: 'IT',
      countryName: 'Italy',
      stateOrProvince: 'SI',
      city: 'Montepulciano',
      street: 'Via di Martiena',
      houseNumberOrName: '7',
      postalCode: '53045',
      latitude: 43.093,
      longitude: 11.785,
    },
    {
      state: 'PUBLISHED',
      bedroomCount: 1,
      guests: 2,
      sizeM2: 55,
      price: 125,
      minNights: 2,
      stayRules: { preparationDays: 1, bookingWindowDays: 365 },
      cancellationPolicy: 'flexible',
      amenities: [...BASE_AMENITIES, 'pool', 'garden', 'parking', 'heating', 'coffee_machine'],
      registrationNumber: '052015-AGR-00031',
      nationalIdCode: 'IT052015B5ZQ8T4M2K',
      photos: ['countryside', 'pool', 'bedroom'],
    },
  ),
  single(
    'Studio near Santa Croce',
    'Compact studio on the second floor of a palazzo two streets from Piazza Santa Croce; everything in the centre is within walking distance.',
    {
      countryCode: 'IT',
      countryName: 'Italy',
      stateOrProvince: 'FI',
      city: 'Florence',
      street: 'Via dei Benci',
      houseNumberOrName: '18',
      postalCode: '50122',
      latitude: 43.768,
      longitude: 11.259,
    },
    {
      state: 'REJECTED_BY_STAFF',
      accommodationType: 'studio',
      bedroomCount: 0,
      guests: 2,
      sizeM2: 32,
      price: 98,
      amenities: [...BASE_AMENITIES, 'air_conditioning', 'elevator', 'heating'],
      // The staff review found a registration number that is not a valid Florence code: an invalid field.
      registrationNumber: '12345',
      registrationNumberValid: false,
      nationalIdCode: 'IT048017C2RSTU5678',
      previewLinks: false,
      photos: ['town', 'bedroom'],
    },
  ),
  single(
    'Beach Flat in El Cabanyal',
    'Sunny flat in a tiled modernist building in the old fishermen’s quarter, three blocks from Malvarrosa beach and the promenade restaurants.',
    {
      countryCode: 'ES',
      countryName: 'Spain',
      stateOrProvince: 'V',
      city: 'Valencia',
      street: 'Carrer de la Reina',
      houseNumberOrName: '85',
      postalCode: '46011',
      latitude: 39.469,
      longitude: -0.327,
    },
    {
      state: 'PUBLISHED',
      bedroomCount: 2,
      guests: 5,
      sizeM2: 74,
      price: 115,
      minNights: 3,
      amenities: [
        ...BASE_AMENITIES,
        'air_conditioning',
        'beach_nearby',
        'washing_machine',
        'crib',
        'elevator',
      ],
      // Published a moment ago: no public link yet, so lists show it as "publishing".
      registrationNumber: 'VT-47123-V',
      previewLinks: false,
      photos: ['coast', 'bedroom', 'kitchen'],
    },
  ),
  single(
    'Alfama Balcony Apartment',
    'Cosy apartment with a wrought-iron balcony over the rooftops of Alfama, on the tram 28 line and below the castle.',
    {
      countryCode: 'PT',
      countryName: 'Portugal',
      stateOrProvince: null,
      city: 'Lisbon',
      street: 'Rua de São Miguel',
      houseNumberOrName: '24',
      postalCode: '1100-544',
      latitude: 38.7115,
      longitude: -9.13,
    },
    {
      state: 'UNPUBLISHED',
      bedroomCount: 1,
      guests: 3,
      sizeM2: 48,
      price: 92,
      minNights: 2,
      amenities: [...BASE_AMENITIES, 'balcony', 'washing_machine', 'heating'],
      registrationNumber: '112233/AL',
      previewLinks: false,
      photos: ['town', 'bedroom'],
    },
  ),
  single(
    'Old Town Studio with Sea Glimpse',
    'Studio in the heart of Vieux Nice with a glimpse of the Baie des Anges from the window; the flower market of Cours Saleya is around the corner.',
    {
      countryCode: 'FR',
      countryName: 'France',
      stateOrProvince: null,
      city: 'Nice',
      street: 'Rue Droite',
      houseNumberOrName: '9',
      postalCode: '06300',
      latitude: 43.698,
      longitude: 7.277,
    },
    {
      state: 'UNDER_REVIEW',
      accommodationType: 'studio',
      bedroomCount: 0,
      guests: 2,
      sizeM2: 28,
      measurementUnit: 'imperial',
      price: 89,
      amenities: [...BASE_AMENITIES, 'air_conditioning', 'sea_view'],
      registrationNumber: '06088000123AB',
      previewLinks: false,
      photos: ['town', 'bedroom'],
    },
  ),
  {
    propertyType: 'multi',
    title: 'Villa Lapad',
    description:
      'A family villa on the Lapad peninsula split into three self-contained units around a shared garden, a five-minute walk from Lapad bay and one bus stop from the old town.',
    address: {
      countryCode: 'HR',
      countryName: 'Croatia',
      stateOrProvince: null,
      city: 'Dubrovnik',
      street: 'Ulica kralja Tomislava',
      houseNumberOrName: '5',
      postalCode: '20000',
      latitude: 42.656,
      longitude: 18.073,
    },
    units: [
      unit({
        title: 'Apartment Lavender',
        state: 'PUBLISHED',
        bedroomCount: 2,
        guests: 4,
        sizeM2: 62,
        price: 160,
        minNights: 3,
        description:
          'Ground-floor apartment opening onto the garden, with two bedrooms and a covered terrace.',
        amenities: [...BASE_AMENITIES, 'air_conditioning', 'garden', 'terrace', 'parking', 'washing_machine'],
        registrationNumber: 'HR-2090-1101',
        photos: ['pool', 'bedroom', 'kitchen'],
      }),
      unit({
        title: 'Apartment Rosemary',
        state: 'PUBLISHED',
        bedroomCount: 1,
        guests: 3,
        sizeM2: 45,
        price: 130,
        minNights: 3,
        bookingType: 'onRequest',
        description: 'First-floor apartment with a sea-view balcony and a sofa bed for a third guest.',
        amenities: [...BASE_AMENITIES, 'air_conditioning', 'sea_view', 'balcony', 'parking'],
        registrationNumber: 'HR-2090-1102',
        photos: ['coast', 'bedroom'],
      }),
      unit({
        title: 'Studio Sage',
        state: 'APPROVED',
        accommodationType: 'studio',
        bedroomCount: 0,
        guests: 2,
        sizeM2: 27,
        price: 95,
        description: 'Attic studio with a skylight, ideal for a couple.',
        amenities: [...BASE_AMENITIES, 'air_conditioning', 'parking'],
        registrationNumber: 'HR-2090-1103',
        previewLinks: false,
        photos: ['bedroom', 'kitchen'],
      }),
    ],
  },
  {
    propertyType: 'single',
    title: null,
    description: null,
    address: {
      countryCode: 'FR',
      countryName: 'France',
      stateOrProvince: null,
      city: 'Chamonix-Mont-Blanc',
      street: 'Route des Praz',
      houseNumberOrName: 'Chalet Les Aiguilles',
      postalCode: '74400',
      latitude: 45.9376,
      longitude: 6.8893,
    },
    units: [
      unit({
        title: null,
        state: 'IN_PROGRESS',
        accommodationType: 'chalet',
        bedroomCount: 3,
        guests: 6,
        sizeM2: null,
        price: null,
        amenities: [],
        previewLinks: false,
        photos: [],
        cancellationPolicy: null,
        completedSteps: [
          'property',
          'location',
          'location/address',
          'guests-and-rooms/info',
          'guests-and-rooms/beds',
        ],
      }),
    ],
  },
];

/** new@demo.test: onboarding in progress, one listing stopped after the address (DESIGN.md). */
export const NEW_HOST_PROPERTIES: SeedProperty[] = [
  {
    propertyType: 'single',
    title: null,
    description: null,
    address: {
      countryCode: 'HR',
      countryName: 'Croatia',
      stateOrProvince: null,
      city: 'Zadar',
      street: 'Ulica Mihovila Pavlinovića',
      houseNumberOrName: '14',
      postalCode: '23000',
      latitude: 44.1165,
      longitude: 15.2302,
    },
    units: [
      unit({
        title: null,
        state: 'IN_PROGRESS',
        accommodationType: null,
        bedroomCount: null,
        guests: null,
        sizeM2: null,
        price: null,
        amenities: [],
        previewLinks: false,
        photos: [],
        cancellationPolicy: null,
        completedSteps: ['property', 'location', 'location/address'],
      }),
    ],
  },
];

interface AgencyPlace {
  city: string;
  countryCode: 'HR' | 'ME' | 'SI';
  postalCode: string;
  street: string;
  latitude: number;
  longitude: number;
}

const COUNTRY_NAMES = { HR: 'Croatia', ME: 'Montenegro', SI: 'Slovenia' } as const;

const AGENCY_PLACES: AgencyPlace[] = [
  {
    city: 'Makarska',
    countryCode: 'HR',
    postalCode: '21300',
    street: 'Šetalište svetog Petra',
    latitude: 43.2969,
    longitude: 17.0178,
  },
  {
    city: 'Zadar',
    countryCode: 'HR',
    postalCode: '23000',
    street: 'Obala kneza Branimira',
    latitude: 44.1194,
    longitude: 15.2314,
  },
  {
    city: 'Rovinj',
    countryCode: 'HR',
    postalCode: '52210',
    street: 'Ulica Carera',
    latitude: 45.0812,
    longitude: 13.6387,
  },
  {
    city: 'Poreč',
    countryCode: 'HR',
    postalCode: '52440',
    street: 'Decumanus',
    latitude: 45.2272,
    longitude: 13.5946,
  },
  {
    city: 'Trogir',
    countryCode: 'HR',
    postalCode: '21220',
    street: 'Obala bana Berislavića',
    latitude: 43.5166,
    longitude: 16.2505,
  },
  {
    city: 'Omiš',
    countryCode: 'HR',
    postalCode: '21310',
    street: 'Fošal',
    latitude: 43.4447,
    longitude: 16.6886,
  },
  {
    city: 'Šibenik',
    countryCode: 'HR',
    postalCode: '22000',
    street: 'Obala dr. Franje Tuđmana',
    latitude: 43.735,
    longitude: 15.8952,
  },
  {
    city: 'Opatija',
    countryCode: 'HR',
    postalCode: '51410',
    street: 'Ulica Maršala Tita',
    latitude: 45.3376,
    longitude: 14.3052,
  },
  {
    city: 'Pula',
    countryCode: 'HR',
    postalCode: '52100',
    street: 'Flanatička ulica',
    latitude: 44.8666,
    longitude: 13.8496,
  },
  {
    city: 'Korčula',
    countryCode: 'HR',
    postalCode: '20260',
    street: 'Šetalište Petra Kanavelića',
    latitude: 42.9622,
    longitude: 17.1361,
  },
  {
    city: 'Bol',
    countryCode: 'HR',
    postalCode: '21420',
    street: 'Put Zlatnog rata',
    latitude: 43.2618,
    longitude: 16.6553,
  },
  {
    city: 'Krk',
    countryCode: 'HR',
    postalCode: '51500',
    street: 'Ulica Stjepana Radića',
    latitude: 45.0267,
    longitude: 14.5753,
  },
  {
    city: 'Kotor',
    countryCode: 'ME',
    postalCode: '85330',
    street: 'Put I Bokeške brigade',
    latitude: 42.4247,
    longitude: 18.7712,
  },
  {
    city: 'Budva',
    countryCode: 'ME',
    postalCode: '85310',
    street: 'Mediteranska',
    latitude: 42.2864,
    longitude: 18.84,
  },
  {
    city: 'Piran',
    countryCode: 'SI',
    postalCode: '6330',
    street: 'Tartinijev trg',
    latitude: 45.5283,
    longitude: 13.5683,
  },
];

const AGENCY_ADJECTIVES = [
  'Sunny',
  'Seaview',
  'Harbour',
  'Old Town',
  'Olive Grove',
  'Pine Bay',
  'Lighthouse',
  'Stone',
  'Terrace',
  'Blue Door',
  'Panorama',
  'Marina',
];
const AGENCY_KINDS: {
  type: AccommodationType;
  label: string;
  bedrooms: [number, number];
  scenes: SceneKind[];
}[] = [
  {
    type: 'apartment',
    label: 'Apartment',
    bedrooms: [1, 3],
    scenes: ['coast', 'bedroom', 'kitchen', 'town'],
  },
  { type: 'studio', label: 'Studio', bedrooms: [0, 0], scenes: ['town', 'bedroom', 'kitchen'] },
  { type: 'villa', label: 'Villa', bedrooms: [3, 5], scenes: ['pool', 'bedroom', 'kitchen', 'coast'] },
  {
    type: 'house',
    label: 'Holiday Home',
    bedrooms: [2, 4],
    scenes: ['countryside', 'bedroom', 'kitchen', 'pool'],
  },
];
const EXTRA_AMENITIES = [
  'air_conditioning',
  'sea_view',
  'balcony',
  'terrace',
  'parking',
  'washing_machine',
  'dishwasher',
  'pool',
  'bbq',
  'garden',
  'beach_nearby',
  'elevator',
  'pets_allowed',
  'crib',
  'coffee_machine',
];

function agencyState(index: number): PropertyUnitState {
  // Mostly live listings, with every other state a busy agency meets.
  if (index === 7) return 'UNPUBLISHED';
  if (index === 13) return 'UNDER_REVIEW';
  if (index === 21) return 'REJECTED_BY_STAFF';
  if (index === 29) return 'UNPUBLISHED';
  if (index === 36) return 'APPROVED';
  return 'PUBLISHED';
}

/**
 * agency@demo.test: a Croatian agency with many listings along the Adriatic so every list
 * paginates (20 a page). Singles first, then three multi-unit residences of four units each.
 */
export function agencyProperties(
  rng: Rng,
  singleCount: number,
  residences: number,
  unitsPerResidence: number,
): SeedProperty[] {
  const out: SeedProperty[] = [];
  let unitIndex = 0;
  const titles = new Set<string>();
  const address = (place: AgencyPlace): SeedAddress => ({
    countryCode: place.countryCode,
    countryName: COUNTRY_NAMES[place.countryCode],
    stateOrProvince: null,
    city: place.city,
    street: place.street,
    houseNumberOrName: String(rng.int(1, 80)),
    postalCode: place.postalCode,
    latitude: Number((place.latitude + (rng.next() - 0.5) / 200).toFixed(6)),
    longitude: Number((place.longitude + (rng.next() - 0.5) / 200).toFixed(6)),
  });
  const makeUnit = (title: string, kind: (typeof AGENCY_KINDS)[number], place: AgencyPlace): SeedUnit => {
    const bedrooms = rng.int(kind.bedrooms[0], kind.bedrooms[1]);
    const guests = Math.max(2, bedrooms * 2 + rng.int(0, 1));
    const state = agencyState(unitIndex);
    unitIndex += 1;
    return unit({
      title,
      state,
      description: `${kind.label} in ${place.city} managed by Adriatic Stays: ${bedrooms === 0 ? 'one open-plan room' : `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`} for up to ${guests} guests, fresh linen and towels, check-in with our local team.`,
      accommodationType: kind.type,
      bedroomCount: bedrooms,
      guests,
      sizeM2: 24 + bedrooms * 22 + rng.int(0, 15),
      price: 55 + bedrooms * 35 + rng.int(0, 40),
      minNights: rng.pick([1, 2, 3, 5, 7]),
      bookingType: rng.chance(0.25) ? 'onRequest' : 'onLine',
      cancellationPolicy: rng.pick(['flexible', 'moderate', 'strict'] as const),
      amenities: [...BASE_AMENITIES, ...rng.sample(EXTRA_AMENITIES, rng.int(3, 7))],
      registrationNumber: `${place.countryCode}-${place.postalCode}-${String(rng.int(100, 9999)).padStart(4, '0')}`,
      registrationNumberValid: state !== 'REJECTED_BY_STAFF',
      previewLinks: state === 'PUBLISHED',
      photos: rng.sample(kind.scenes, rng.int(2, 4)),
    });
  };
  const uniqueTitle = (base: string): string => {
    let title = base;
    for (let n = 2; titles.has(title); n += 1) title = `${base} ${n}`;
    titles.add(title);
    return title;
  };
  for (let i = 0; i < singleCount; i += 1) {
    const place = AGENCY_PLACES[i % AGENCY_PLACES.length] as AgencyPlace;
    const kind = rng.pick(AGENCY_KINDS);
    const title = uniqueTitle(`${rng.pick(AGENCY_ADJECTIVES)} ${kind.label} ${place.city}`);
    const built = makeUnit(title, kind, place);
    out.push({
      propertyType: 'single',
      title,
      description: built.description,
      address: address(place),
      units: [built],
    });
  }
  const residenceNames = ['Residence Adriatica', 'Kvarner Bay Residence', 'Boka Garden Residence'];
  for (let r = 0; r < residences; r += 1) {
    const place = AGENCY_PLACES[(r * 5 + 2) % AGENCY_PLACES.length] as AgencyPlace;
    const title = uniqueTitle(residenceNames[r % residenceNames.length] as string);
    const kind = AGENCY_KINDS[0] as (typeof AGENCY_KINDS)[number];
    const residenceUnits = Array.from({ length: unitsPerResidence }, (_, u) =>
      makeUnit(`${title} – Apartment A${u + 1}`, kind, place),
    );
    out.push({
      propertyType: 'multi',
      title,
      description: `${title}: ${unitsPerResidence} apartments in one building in ${place.city}, with shared parking and a reception run by Adriatic Stays.`,
      address: address(place),
      units: residenceUnits,
    });
  }
  return out;
}
