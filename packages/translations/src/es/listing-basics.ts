import type { LocaleNamespace } from '../types';

export const listingBasics: LocaleNamespace<'listingBasics'> = {
  accommodationTypes: {
    apartment: 'Apartamento',
    house: 'Casa',
    villa: 'Villa',
    studio: 'Estudio',
    room: 'Habitación',
    chalet: 'Chalé',
    bungalow: 'Bungaló',
    cottage: 'Casa rural',
    mobile_home: 'Casa móvil',
    boat: 'Barco',
    other: 'Otro',
  },
  property: {
    title: '¿Qué tipo de propiedad vas a anunciar?',
    description:
      'Cuéntanos cómo la reservarán los huéspedes. Solo podrás cambiarlo al principio del anuncio.',
    typeLabel: 'Tipo de propiedad',
    single: 'Un solo alojamiento',
    singleHelp:
      'Los huéspedes reservan el alojamiento entero: un piso, una casa, una villa o una habitación.',
    multi: 'Varias unidades en una propiedad',
    multiHelp:
      'Los huéspedes reservan una de varias unidades del mismo edificio: un hostal, una pensión o unos apartamentos.',
    accommodationType: 'Tipo de alojamiento',
    accommodationTypeHelp: 'Elige lo que mejor describa el alojamiento.',
    typeChangeNotAllowed:
      'Ya no se puede cambiar el tipo de propiedad porque una de sus unidades ha superado los primeros pasos.',
  },
  location: {
    title: '¿Dónde está tu propiedad?',
    description: 'Busca la localidad. La calle la añadirás en el siguiente paso.',
    searchLabel: 'Localidad',
    searchPlaceholder: 'Empieza a escribir; p. ej., Lisboa',
    searchHelp: 'Escribe al menos 2 caracteres y elige un lugar de la lista.',
    searching: 'Buscando…',
    noResults:
      'Ningún lugar coincide con «{{query}}». Revisa cómo lo has escrito o prueba con una localidad cercana.',
    searchError: 'La búsqueda no está disponible ahora mismo. Inténtalo de nuevo dentro de un momento.',
    selected: 'Lugar seleccionado',
    required: 'Elige un lugar de los resultados de búsqueda.',
  },
  propertyTitle: {
    title: 'Ponle nombre a tu propiedad',
    description: 'Los huéspedes verán este nombre por encima de todas sus unidades.',
    titleLabel: 'Nombre de la propiedad',
    descriptionLabel: 'Sobre la propiedad',
    descriptionHelp: 'Lo que comparten las unidades: el edificio, el jardín, el barrio.',
  },
  startUnit: {
    title: 'Vamos a configurar la unidad {{number}} de {{property}}',
    untitledProperty: 'tu propiedad',
    description: 'Cada unidad se reserva por separado. A continuación, cuéntanos cómo es esta unidad:',
    next: {
      type: 'su tipo y su nombre',
      rooms: 'huéspedes, espacios y camas',
      photos: 'fotos y equipamiento',
      price: 'precio y disponibilidad',
    },
  },
  unitType: {
    title: '¿Qué tipo de unidad es?',
    description:
      'Los huéspedes ven el tipo y el nombre de la unidad al comparar las unidades de tu propiedad.',
    titleLabel: 'Nombre de la unidad',
    titleHelp: 'Por ejemplo, «Estudio con jardín» o «Apartamento 2».',
  },
  guestsInfo: {
    title: 'Huéspedes y espacios',
    description: 'Cuántos huéspedes caben, cuántos dormitorios y baños hay y qué superficie tiene.',
    guests: 'Huéspedes',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    roomsHelp: 'Las camas de cada dormitorio se añaden en el siguiente paso.',
  },
  beds: {
    description:
      'Indica los espacios y las camas de cada uno para que los huéspedes sepan dónde van a dormir.',
  },
  photos: {
    needed: 'Añade al menos una foto para continuar.',
  },
  amenities: {
    description:
      'Marca lo que pueden usar los huéspedes. Puedes saltarte este paso y añadir el equipamiento más tarde.',
  },
  title: {
    description: 'Un título claro y una descripción breve ayudan a los huéspedes a elegir tu alojamiento.',
  },
};
