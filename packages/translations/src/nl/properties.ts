import type { LocaleNamespace } from '../types';

export const properties: LocaleNamespace<'properties'> = {
  amenities: {
    wifi: 'Wifi',
    kitchen: 'Keuken',
    tv: 'Tv',
    hair_dryer: 'Föhn',
    iron: 'Strijkijzer',
    bed_linen: 'Beddengoed',
    towels: 'Handdoeken',
    air_conditioning: 'Airconditioning',
    heating: 'Verwarming',
    sea_view: 'Zeezicht',
    balcony: 'Balkon',
    terrace: 'Terras',
    garden: 'Tuin',
    pool: 'Zwembad',
    bbq: 'Barbecue',
    parking: 'Parkeerplaats',
    washing_machine: 'Wasmachine',
    dishwasher: 'Vaatwasser',
    coffee_machine: 'Koffiezetapparaat',
    elevator: 'Lift',
    beach_nearby: 'Strand in de buurt',
    pets_allowed: 'Huisdieren toegestaan',
    crib: 'Babybedje',
  },
};
