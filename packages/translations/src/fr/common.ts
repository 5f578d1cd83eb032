import type { LocaleNamespace } from '../types';

export const common: LocaleNamespace<'common'> = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Recharger',
    goHome: 'Aller à l’accueil',
    tryAgain: 'Réessayer',
    close: 'Fermer',
  },
  unsavedChanges: {
    confirmLeave: 'Certaines modifications ne sont pas enregistrées. Quitter cette page et les perdre ?',
  },
  soon: {
    badge: 'Bientôt',
    description: '(bientôt disponible)',
  },
  states: {
    loading: 'Chargement',
    offline:
      'Vous êtes hors ligne. Vos modifications ne seront pas enregistrées tant que la connexion ne sera pas rétablie.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Une erreur est survenue. Veuillez réessayer.',
    },
  },
  titles: {
    home: 'Accueil',
    reservations: 'Réservations',
    bookingDetails: 'Détails de la réservation',
    bookingRequestDetails: 'Demande de réservation',
    bookingRequestConfirmation: 'Confirmer la demande de réservation',
    inquiry: 'Demande d’information',
    messages: 'Messagerie',
    calendar: 'Calendrier',
    properties: 'Établissements',
    property: 'Établissement',
    unit: 'Paramètres du logement',
    manageSubscription: 'Gérer l’abonnement',
    checklist: 'Liste de contrôle',
    listing: 'Ajouter votre établissement',
    listingEligibility: 'Vérifier l’éligibilité',
    listingCompleted: 'Annonce envoyée',
    listingPreview: 'Aperçu de l’annonce',
    insights: 'Statistiques',
    account: 'Compte',
    verification: 'Vérification',
    legal: 'Mentions légales',
    featureToggle: 'Activation des fonctionnalités',
    guest: 'Espace voyageur',
    staff: 'Équipe',
    notFound: 'Page introuvable',
    serverError: 'Erreur du serveur',
    signIn: 'Connexion',
    signOut: 'Déconnexion',
  },
};
