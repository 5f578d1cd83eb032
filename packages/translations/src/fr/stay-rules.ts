import type { LocaleNamespace } from '../types';

export const stayRules: LocaleNamespace<'stayRules'> = {
  title: 'Règles de séjour',
  description:
    'Les séjours que ce logement accepte. Un canal qui transmet un séjour enfreignant l’une de ces règles reçoit un refus qui la nomme.',
  minStay: 'Séjour minimum (nuits)',
  maxStay: 'Séjour maximum (nuits)',
  maxStayHelp: 'Laissez vide pour ne fixer aucun maximum.',
  preparation: 'Jours de préparation entre les séjours',
  preparationHelp: 'Jours laissés libres après chaque séjour pour le ménage et le changement de voyageurs.',
  window: 'Fenêtre de réservation (jours à l’avance)',
  windowHelp:
    'Jusqu’à combien de temps à l’avance les voyageurs peuvent réserver. Laissez vide pour aucune limite.',
  checkInDays: 'Jours d’arrivée',
  onlySomeDays: 'Les voyageurs ne peuvent arriver que certains jours de la semaine',
  anyDayHelp: 'Les voyageurs peuvent arriver n’importe quel jour.',
  seasons: {
    title: 'Règles par saison',
    description:
      'Une saison peut demander d’autres règles pour les séjours qui y commencent. Un maximum vide suit le logement.',
    empty: 'Ce logement n’a aucune saison. Ajoutez-les sur la page Prix et disponibilités.',
    listLabel: 'Saisons',
    dates: 'Du {{start}} au {{end}}',
    maxStayHelp: 'Laissez vide pour suivre le logement.',
    ownCheckInDays: 'Jours d’arrivée propres à cette saison',
    asUnitHelp: 'Jours d’arrivée comme pour le logement.',
  },
};
