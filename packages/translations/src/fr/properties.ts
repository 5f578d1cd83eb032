import type { LocaleNamespace } from '../types';

export const properties: LocaleNamespace<'properties'> = {
  amenities: {
    wifi: 'Wi-Fi',
    kitchen: 'Cuisine',
    tv: 'Télévision',
    hair_dryer: 'Sèche-cheveux',
    iron: 'Fer à repasser',
    bed_linen: 'Linge de lit',
    towels: 'Serviettes de toilette',
    air_conditioning: 'Climatisation',
    heating: 'Chauffage',
    sea_view: 'Vue sur la mer',
    balcony: 'Balcon',
    terrace: 'Terrasse',
    garden: 'Jardin',
    pool: 'Piscine',
    bbq: 'Barbecue',
    parking: 'Parking',
    washing_machine: 'Lave-linge',
    dishwasher: 'Lave-vaisselle',
    coffee_machine: 'Machine à café',
    elevator: 'Ascenseur',
    beach_nearby: 'Plage à proximité',
    pets_allowed: 'Animaux acceptés',
    crib: 'Lit bébé',
  },
};
