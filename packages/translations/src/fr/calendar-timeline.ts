import type { LocaleNamespace } from '../types';

export const calendarTimeline: LocaleNamespace<'calendarTimeline'> = {
  title: 'Tous les logements',
  subtitle:
    'Chaque logement sur une ligne de nuits : sélectionnez des logements et des nuits pour les modifier en une fois.',
  loading: 'Chargement des calendriers de vos logements',
  errorTitle: 'Les calendriers n’ont pas pu être chargés',
  errorDescription: 'Vérifiez votre connexion et réessayez.',
  emptyTitle: 'Aucun logement pour l’instant',
  emptyDescription: 'Mettez un hébergement en ligne pour voir son calendrier ici.',
  listProperty: 'Mettre un hébergement en ligne',
};
