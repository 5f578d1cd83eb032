import type { LocaleNamespace } from '../types';

export const properties: LocaleNamespace<'properties'> = {
  amenities: {
    wifi: 'WLAN',
    kitchen: 'Küche',
    tv: 'Fernseher',
    hair_dryer: 'Haartrockner',
    iron: 'Bügeleisen',
    bed_linen: 'Bettwäsche',
    towels: 'Handtücher',
    air_conditioning: 'Klimaanlage',
    heating: 'Heizung',
    sea_view: 'Meerblick',
    balcony: 'Balkon',
    terrace: 'Terrasse',
    garden: 'Garten',
    pool: 'Pool',
    bbq: 'Grill',
    parking: 'Parkplatz',
    washing_machine: 'Waschmaschine',
    dishwasher: 'Geschirrspüler',
    coffee_machine: 'Kaffeemaschine',
    elevator: 'Aufzug',
    beach_nearby: 'Strand in der Nähe',
    pets_allowed: 'Haustiere erlaubt',
    crib: 'Babybett',
  },
};
