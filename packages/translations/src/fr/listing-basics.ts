import type { LocaleNamespace } from '../types';

export const listingBasics: LocaleNamespace<'listingBasics'> = {
  accommodationTypes: {
    apartment: 'Appartement',
    house: 'Maison',
    villa: 'Villa',
    studio: 'Studio',
    room: 'Chambre',
    chalet: 'Chalet',
    bungalow: 'Bungalow',
    cottage: 'Gîte',
    mobile_home: 'Mobil-home',
    boat: 'Bateau',
    other: 'Autre',
  },
  property: {
    title: 'Quel type d’établissement proposez-vous ?',
    description:
      'Indiquez-nous comment les voyageurs le réserveront. Ce choix ne peut être modifié qu’au tout début de l’annonce.',
    typeLabel: 'Type d’établissement',
    single: 'Un seul logement à louer',
    singleHelp:
      'Les voyageurs réservent le lieu entier : un appartement, une maison, une villa ou une chambre.',
    multi: 'Plusieurs logements dans un même établissement',
    multiHelp:
      'Les voyageurs réservent l’un des logements d’un même bâtiment : maison d’hôtes, chambres d’hôtes ou appartements.',
    accommodationType: 'Type d’hébergement',
    accommodationTypeHelp: 'Choisissez ce qui décrit le mieux le lieu.',
    typeChangeNotAllowed:
      'Le type d’établissement ne peut plus être modifié, car l’un de ses logements a dépassé les premières étapes.',
  },
  location: {
    title: 'Où se trouve votre établissement ?',
    description: 'Recherchez la ville ou la commune. Vous ajouterez la rue à l’étape suivante.',
    searchLabel: 'Ville ou commune',
    searchPlaceholder: 'Commencez à saisir, p. ex. Lisbonne',
    searchHelp: 'Saisissez au moins 2 caractères, puis choisissez un lieu dans la liste.',
    searching: 'Recherche…',
    noResults:
      'Aucun lieu ne correspond à « {{query}} ». Vérifiez l’orthographe ou essayez une ville voisine.',
    searchError: 'La recherche n’est pas disponible pour le moment. Réessayez dans un instant.',
    selected: 'Lieu sélectionné',
    required: 'Choisissez un lieu dans les résultats de recherche.',
  },
  propertyTitle: {
    title: 'Donnez un nom à votre établissement',
    description: 'Les voyageurs voient ce nom au-dessus de tous ses logements.',
    titleLabel: 'Nom de l’établissement',
    descriptionLabel: 'À propos de l’établissement',
    descriptionHelp: 'Ce que les logements ont en commun : le bâtiment, le jardin, le quartier.',
  },
  startUnit: {
    title: 'Configurons le logement {{number}} de {{property}}',
    untitledProperty: 'votre établissement',
    description: 'Chaque logement se réserve séparément. Parlez-nous maintenant de ce logement :',
    next: {
      type: 'son type et son nom',
      rooms: 'voyageurs, pièces et lits',
      photos: 'photos et équipements',
      price: 'prix et disponibilités',
    },
  },
  unitType: {
    title: 'De quel type de logement s’agit-il ?',
    description:
      'Les voyageurs voient le type et le nom du logement lorsqu’ils comparent les logements de votre établissement.',
    titleLabel: 'Nom du logement',
    titleHelp: 'Par exemple « Studio côté jardin » ou « Appartement 2 ».',
  },
  guestsInfo: {
    title: 'Voyageurs et pièces',
    description:
      'Le nombre de voyageurs possible, le nombre de chambres et de salles de bain, et la surface du logement.',
    guests: 'Voyageurs',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bain',
    roomsHelp: 'Vous ajouterez les lits de chaque chambre à l’étape suivante.',
  },
  beds: {
    description: 'Indiquez les pièces et leurs lits, pour que les voyageurs sachent où ils dormiront.',
  },
  photos: {
    needed: 'Ajoutez au moins une photo pour continuer.',
  },
  amenities: {
    description:
      'Cochez ce que les voyageurs peuvent utiliser. Vous pouvez passer cette étape et ajouter les équipements plus tard.',
  },
  title: {
    description: 'Un titre clair et une courte description aident les voyageurs à choisir votre logement.',
  },
};
