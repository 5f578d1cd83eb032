import type { LocaleNamespace } from '../types';

export const staff: LocaleNamespace<'staff'> = {
  banner: {
    title: 'Mode assistance',
    actingAs:
      'Vous agissez en tant que {{name}}. Chaque modification est enregistrée sous votre compte équipe.',
    stop: 'Quitter le mode assistance',
  },
  frame: {
    navLabel: 'Navigation équipe',
    signedInAs: 'Session de {{name}} (équipe)',
    logout: 'Se déconnecter',
  },
  page: {
    title: 'Équipe',
    description: 'Trouvez un hôte et agissez en son nom pour l’aider à gérer son compte.',
  },
  active: {
    title: 'Vous agissez en tant que {{name}}',
    none: 'Vous n’agissez au nom d’aucun hôte.',
    stop: 'Quitter le mode assistance',
    error: 'Impossible de charger le mode assistance en cours.',
  },
  search: {
    label: 'Rechercher des hôtes',
    placeholder: 'Nom ou e-mail',
  },
  results: {
    loading: 'Chargement des hôtes',
    error: 'Impossible de charger les hôtes.',
    empty: 'Aucun hôte pour l’instant.',
    noMatch: 'Aucun hôte ne correspond à « {{search}} ».',
    count_one: '{{count}} hôte',
    count_many: '{{count}} d’hôtes',
    count_other: '{{count}} hôtes',
    actAs: 'Agir en tant que cet hôte',
    actAsLabel: 'Agir en tant que {{name}}',
  },
  hostType: {
    company: 'Entreprise',
    individual: 'Particulier',
    private: 'Particulier',
  },
  pagination: {
    page: 'Page {{page}}',
    first: 'Première page',
    previous: 'Page précédente',
    next: 'Page suivante',
    last: 'Dernière page',
  },
};
