import type { LocaleNamespace } from '../types';

export const bookingTypeSwitch: LocaleNamespace<'bookingTypeSwitch'> = {
  task: {
    title: 'Laissez les voyageurs réserver tous vos logements instantanément',
    description:
      'Certains de vos logements se réservent encore sur demande : les voyageurs attendent votre réponse. Choisissez comment réserver les logements restants.',
    action: 'Choisir le type de réservation',
  },
  dialog: {
    title: 'Comment les voyageurs doivent-ils réserver vos logements restants ?',
    description:
      "Cela s'applique à chaque logement encore réservable sur demande. Vous pourrez modifier un logement plus tard dans ses paramètres.",
    choiceLabel: 'Type de réservation des logements restants',
    onLine: 'Tout passer en réservation instantanée',
    onLineDescription:
      'Les voyageurs réservent tout de suite, sans attendre votre réponse. Les annonces qui la proposent reçoivent plus de réservations.',
    onRequest: 'Les garder sur demande',
    onRequestDescription: 'Les voyageurs envoient une demande, que vous acceptez ou refusez.',
    recommended: 'Recommandé',
    warningTitle: 'Vous risquez de recevoir moins de réservations',
    warningDescription:
      'Les voyageurs préfèrent souvent réserver instantanément. Avec la réservation sur demande, vous devez répondre à temps à chaque demande.',
    apply: 'Appliquer',
    cancel: 'Annuler',
  },
  toasts: {
    switched: 'C’est fait : vos logements acceptent désormais la réservation instantanée.',
    kept: 'C’est fait : vos logements restants restent sur demande.',
    failed: 'Une erreur est survenue. Veuillez réessayer.',
  },
};
