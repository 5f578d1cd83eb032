import type { LocaleNamespace } from '../types';

export const tour: LocaleNamespace<'tour'> = {
  close: 'Fermer',
  welcome: {
    title: 'Bienvenue dans votre nouveau tableau de bord',
    description:
      'Votre compte est désormais sur Hostdeck. De courtes vidéos vous montrent où tout se trouve maintenant.',
    later: 'Plus tard',
    seeAll: 'Voir tous les tutoriels',
  },
  list: {
    title: 'Tutoriels',
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: 'Les vidéos ne sont pas disponibles sur cette installation.',
    unavailableLabel: '{{title}} : vidéo non disponible sur cette installation',
    back: 'Retour aux tutoriels',
  },
  videos: {
    welcome: { title: 'Bienvenue', description: 'Un rapide tour de votre tableau de bord.' },
    modifyPrices: {
      title: 'Modifier les prix',
      description: 'Modifiez les prix par nuit, les saisons et les promotions.',
    },
    modifyAvailabilities: {
      title: 'Modifier les disponibilités',
      description: 'Ouvrez et bloquez des dates dans le calendrier.',
    },
    editProperty: {
      title: 'Modifier mon établissement',
      description: 'Mettez à jour les photos, les équipements et les descriptions.',
    },
    manageSubscriptions: {
      title: 'Gérer les abonnements',
      description: 'Consultez votre formule, vos boosts et vos crédits.',
    },
    accessProfile: {
      title: 'Accéder à mon profil',
      description: 'Retrouvez votre profil et vos paramètres de facturation et de versement.',
    },
  },
};
