import type { LocaleNamespace } from '../types';

export const properties: LocaleNamespace<'properties'> = {
  amenities: {
    wifi: 'Wi-Fi',
    kitchen: 'Kuhinja',
    tv: 'TV',
    hair_dryer: 'Sušilo za kosu',
    iron: 'Glačalo',
    bed_linen: 'Posteljina',
    towels: 'Ručnici',
    air_conditioning: 'Klima-uređaj',
    heating: 'Grijanje',
    sea_view: 'Pogled na more',
    balcony: 'Balkon',
    terrace: 'Terasa',
    garden: 'Vrt',
    pool: 'Bazen',
    bbq: 'Roštilj',
    parking: 'Parkiralište',
    washing_machine: 'Perilica rublja',
    dishwasher: 'Perilica posuđa',
    coffee_machine: 'Aparat za kavu',
    elevator: 'Dizalo',
    beach_nearby: 'Plaža u blizini',
    pets_allowed: 'Kućni ljubimci dopušteni',
    crib: 'Dječji krevetić',
  },
};
