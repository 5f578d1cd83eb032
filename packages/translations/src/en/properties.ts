// The `properties` namespace. Amenity labels are read by
// the server for GET /api/app/properties-configuration?hl= as well as by the web app.
export const properties = {
  amenities: {
    wifi: 'Wi-Fi',
    kitchen: 'Kitchen',
    tv: 'TV',
    hair_dryer: 'Hair dryer',
    iron: 'Iron',
    bed_linen: 'Bed linen',
    towels: 'Towels',
    air_conditioning: 'Air conditioning',
    heating: 'Heating',
    sea_view: 'Sea view',
    balcony: 'Balcony',
    terrace: 'Terrace',
    garden: 'Garden',
    pool: 'Swimming pool',
    bbq: 'Barbecue',
    parking: 'Parking',
    washing_machine: 'Washing machine',
    dishwasher: 'Dishwasher',
    coffee_machine: 'Coffee machine',
    elevator: 'Elevator',
    beach_nearby: 'Beach nearby',
    pets_allowed: 'Pets allowed',
    crib: 'Baby crib',
  },
} as const;
