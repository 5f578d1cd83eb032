import type { LocaleNamespace } from '../types';

export const cookies: LocaleNamespace<'cookies'> = {
  categories: {
    functional: {
      title: 'Cookies fonctionnels',
      description:
        'Indispensables au fonctionnement du tableau de bord : votre choix de consentement, votre langue et ce que vous avez déjà vu. Toujours actifs.',
    },
    analytics: {
      title: 'Cookies de mesure d’audience',
      description: 'Nous aident à comprendre comment le tableau de bord est utilisé, pour l’améliorer.',
    },
    marketing: {
      title: 'Cookies marketing',
      description: 'Servent à vous proposer des offres adaptées à vos annonces.',
    },
  },
  cookies: {
    consent: {
      title: 'Consentement aux cookies',
      description: 'Mémorise les catégories de cookies que vous avez acceptées.',
    },
    guestToken: {
      title: 'Session voyageur',
      description: 'Garde un voyageur connecté à l’espace voyageur pendant une journée.',
    },
    language: {
      title: 'Langue',
      description: 'Mémorise la langue que vous avez choisie.',
    },
    bannerCounters: {
      title: 'Compteurs de bannières',
      description: 'Compte le nombre d’affichages d’une bannière pour qu’elle n’apparaisse pas trop souvent.',
    },
  },
};
