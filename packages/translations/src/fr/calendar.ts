import type { LocaleNamespace } from '../types';

export const calendar: LocaleNamespace<'calendar'> = {
  title: 'Calendrier',
  unitPicker: {
    label: 'Logement',
    untitled: 'Logement sans titre',
    loadError: 'Vos logements n’ont pas pu être chargés.',
  },
  nav: {
    label: 'Mois',
    previous: 'Mois précédent',
    next: 'Mois suivant',
    today: 'Aujourd’hui',
  },
  grid: {
    label: 'Nuits de {{month}}',
    help: 'Faites glisser sur les nuits, ou cliquez sur l’une puis Maj-clic sur une autre, pour les sélectionner. Au clavier : les flèches déplacent, Maj et une flèche étend, Entrée ou Espace commence et termine une sélection, Échap l’efface.',
  },
  day: {
    available: 'libre',
    blocked: 'bloquée',
    noPrice: 'sans prix',
    promoted: '{{promoted}} au lieu de {{nightly}}',
    minStay: 'minimum {{count}} nuits',
    noCheckIn: 'pas d’arrivée',
    season: 'saison {{name}}',
    today: 'aujourd’hui',
  },
  reason: {
    stay: 'Réservée',
    manual: 'Bloquée par vous',
    external: 'Importée',
    preparation: 'Préparation',
    notice: 'Trop tôt',
    window: 'Au-delà de la période de réservation',
    closed: 'Calendrier fermé',
  },
  minStayShort: '{{count}}+ nuits',
  source: {
    booking: 'Réservation',
    booking_request: 'Demande de réservation',
    inquiry: 'Demande d’information',
    inquiry_confirmed: 'Demande confirmée',
    manual: 'Bloquée par vous',
    external: 'Importée',
    multi: 'Plusieurs séjours',
    channel: 'Autre canal',
  },
  entry: {
    label: '{{source}} : {{name}}, {{dates}}',
    manual: 'Nuits bloquées',
    conflict: 'Double réservation',
    conflictHelp:
      'Ces séjours chevauchent une réservation confirmée. Annulez ou déplacez l’un d’eux, et prévenez l’autre canal pour que le voyageur ne se retrouve pas sans logement.',
    children: 'Séjours de ce groupe',
  },
  entries: {
    title: 'Séjours et blocages de ce mois',
    empty: 'Aucun séjour ni blocage ce mois-ci.',
  },
  legend: {
    title: 'Légende',
    preparation: 'Jour de préparation',
    season: 'Saison',
    promotion: 'Promotion',
    selected: 'Sélectionnée',
    conflict: 'Double réservation',
  },
  promotions: {
    active: 'Promotion : {{percent}} de réduction',
  },
  selection: {
    region: 'Nuits sélectionnées',
    summary_one: '{{count}} nuit sélectionnée : {{dates}}',
    summary_many: '{{count}} de nuits sélectionnées : {{dates}}',
    summary_other: '{{count}} nuits sélectionnées : {{dates}}',
    clear: 'Effacer la sélection',
    block: 'Bloquer',
    unblock: 'Débloquer',
    price: 'Prix par nuit',
    priceHelp: 'En {{currency}}, pour chaque nuit sélectionnée.',
    setPrice: 'Fixer le prix',
    resetPrice: 'Utiliser le prix par défaut',
    minStay: 'Séjour minimum',
    maxStay: 'Séjour maximum',
    stayHelp: 'En nuits ; laissez vide pour la règle du logement.',
    setStay: 'Fixer les durées',
    stayLimits: 'Durée du séjour',
    saved: 'Calendrier mis à jour.',
  },
  status: {
    label: 'Statut du calendrier',
    AVAILABLE: 'Ouvert',
    AVAILABLEDescription: 'Les voyageurs peuvent réserver toutes les nuits que vous n’avez pas bloquées.',
    NEUTRAL: 'Pas encore décidé',
    NEUTRALDescription:
      'Vous n’avez encore ni ouvert ni fermé ce calendrier. D’ici là, les nuits suivent vos blocages et vos règles de séjour.',
    BLOCKED: 'Fermé',
    BLOCKEDDescription:
      'Toutes les nuits sont bloquées. Les voyageurs ne peuvent pas réserver tant que vous ne rouvrez pas le calendrier.',
    PAUSED: 'En pause',
    PAUSEDDescription:
      'Aucune nouvelle réservation pendant la pause ; vos séjours existants restent. Reprenez quand vous voulez.',
    saved: 'Statut du calendrier modifié.',
  },
  states: {
    loading: 'Chargement du calendrier…',
    loadError: 'Le calendrier n’a pas pu être chargé.',
    noPrice:
      'Ce logement n’a pas encore de prix par nuit. Fixez-le sur la page des prix du logement, puis le calendrier l’affichera pour chaque nuit.',
    setPrice: 'Fixer un prix',
  },
};
