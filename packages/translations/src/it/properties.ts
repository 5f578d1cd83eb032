import type { LocaleNamespace } from '../types';

export const properties: LocaleNamespace<'properties'> = {
  amenities: {
    wifi: 'Wi-Fi',
    kitchen: 'Cucina',
    tv: 'TV',
    hair_dryer: 'Asciugacapelli',
    iron: 'Ferro da stiro',
    bed_linen: 'Biancheria da letto',
    towels: 'Asciugamani',
    air_conditioning: 'Aria condizionata',
    heating: 'Riscaldamento',
    sea_view: 'Vista mare',
    balcony: 'Balcone',
    terrace: 'Terrazza',
    garden: 'Giardino',
    pool: 'Piscina',
    bbq: 'Barbecue',
    parking: 'Parcheggio',
    washing_machine: 'Lavatrice',
    dishwasher: 'Lavastoviglie',
    coffee_machine: 'Macchina del caffè',
    elevator: 'Ascensore',
    beach_nearby: 'Spiaggia nelle vicinanze',
    pets_allowed: 'Animali ammessi',
    crib: 'Culla',
  },
};
