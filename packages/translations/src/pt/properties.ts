import type { LocaleNamespace } from '../types';

export const properties: LocaleNamespace<'properties'> = {
  amenities: {
    wifi: 'Wi-Fi',
    kitchen: 'Cozinha',
    tv: 'TV',
    hair_dryer: 'Secador de cabelo',
    iron: 'Ferro de engomar',
    bed_linen: 'Roupa de cama',
    towels: 'Toalhas',
    air_conditioning: 'Ar condicionado',
    heating: 'Aquecimento',
    sea_view: 'Vista mar',
    balcony: 'Varanda',
    terrace: 'Terraço',
    garden: 'Jardim',
    pool: 'Piscina',
    bbq: 'Churrasqueira',
    parking: 'Estacionamento',
    washing_machine: 'Máquina de lavar roupa',
    dishwasher: 'Máquina de lavar loiça',
    coffee_machine: 'Máquina de café',
    elevator: 'Elevador',
    beach_nearby: 'Praia perto',
    pets_allowed: 'Animais permitidos',
    crib: 'Berço',
  },
};
