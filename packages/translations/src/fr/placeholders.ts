import type { LocaleNamespace } from '../types';

export const placeholders: LocaleNamespace<'placeholders'> = {
  comingSoon: {
    description: 'Cette section arrivera dans une prochaine version.',
    backHome: 'Retour à l’accueil',
  },
  sections: {
    reservations: 'Réservations',
    bookings: 'Détails de la réservation',
    bookingRequests: 'Demandes de réservation',
    inquiries: 'Demandes d’information',
    messages: 'Messagerie',
    calendar: 'Calendrier',
    properties: 'Établissements',
    units: 'Paramètres du logement',
    subscriptions: 'Abonnements',
    checklist: 'Liste de contrôle',
    listing: 'Mise en location de votre établissement',
    insights: 'Statistiques',
    account: 'Compte',
    verification: 'Vérification',
    legal: 'Informations légales',
    featureToggle: 'Activation des fonctionnalités',
    guest: 'Espace voyageur',
  },
};
