import type { LocaleNamespace } from '../types';

export const properties: LocaleNamespace<'properties'> = {
  amenities: {
    wifi: 'Wifi',
    kitchen: 'Cocina',
    tv: 'Televisión',
    hair_dryer: 'Secador de pelo',
    iron: 'Plancha',
    bed_linen: 'Ropa de cama',
    towels: 'Toallas',
    air_conditioning: 'Aire acondicionado',
    heating: 'Calefacción',
    sea_view: 'Vistas al mar',
    balcony: 'Balcón',
    terrace: 'Terraza',
    garden: 'Jardín',
    pool: 'Piscina',
    bbq: 'Barbacoa',
    parking: 'Aparcamiento',
    washing_machine: 'Lavadora',
    dishwasher: 'Lavavajillas',
    coffee_machine: 'Cafetera',
    elevator: 'Ascensor',
    beach_nearby: 'Playa cerca',
    pets_allowed: 'Se admiten mascotas',
    crib: 'Cuna',
  },
};
