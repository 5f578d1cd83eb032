import type { LocaleNamespace } from '../types';

export const listingPricing: LocaleNamespace<'listingPricing'> = {
  price: {
    description:
      'Fixez le prix d’une nuit, la durée minimale de séjour et le préavis dont vous avez besoin avant l’arrivée des voyageurs.',
    moreTitle: 'Plus d’options tarifaires (facultatif)',
    promotions: 'Promotions',
    promotionsSummary_one: '{{count}} promotion active',
    promotionsSummary_many: '{{count}} de promotions actives',
    promotionsSummary_other: '{{count}} promotions actives',
    promotionsSummaryNone: 'Aucune promotion active : des réductions qui attirent plus de réservations.',
    seasons: 'Prix saisonniers',
    seasonsSummary_one: '{{count}} saison avec son propre prix',
    seasonsSummary_many: '{{count}} de saisons avec leur propre prix',
    seasonsSummary_other: '{{count}} saisons avec leur propre prix',
    seasonsSummaryNone: 'Aucune saison : le prix par nuit s’applique toute l’année.',
    summaryUnavailable: 'Indisponible pour le moment.',
    open: 'Gérer',
    openLabel: 'Gérer : {{name}}',
  },
  seasons: {
    title: 'Prix saisonniers',
    description:
      'Appliquez un autre prix par nuit et une autre durée minimale de séjour à certaines dates, comme l’été. En dehors des saisons, le prix par nuit habituel s’applique.',
    empty: 'Aucun prix saisonnier : le prix par nuit s’applique toute l’année.',
    listLabel: 'Saisons',
    rowLabel: 'Saison {{number}}',
    name: 'Nom de la saison',
    namePlaceholder: 'Été',
    startDate: 'Première nuit',
    endDate: 'Dernière nuit',
    nightly: 'Prix par nuit ({{currency}})',
    minimumStay: 'Séjour minimum (nuits)',
    add: 'Ajouter une saison',
    remove: 'Supprimer la saison {{number}}',
    limit: 'Vous pouvez ajouter jusqu’à {{count}} saisons.',
    nightlyRange: 'Saisissez un prix entre 1 et 1 000 000.',
    stayRange: 'Saisissez un séjour minimum entre 1 et 200 nuits.',
    dateRequired: 'Choisissez une date.',
    endBeforeStart: 'La dernière nuit est antérieure à la première.',
    overlaps: 'Ces dates chevauchent la saison {{number}}.',
  },
  calendar: {
    title: 'Disponibilités du calendrier',
    description:
      'Choisissez si les voyageurs peuvent réserver vos dates dès la mise en ligne de l’annonce. Vous pouvez ouvrir ou bloquer des dates dans le calendrier à tout moment.',
    status: 'À la mise en ligne de l’annonce',
    AVAILABLE: 'Ouvrir aux réservations',
    AVAILABLEDescription:
      'Toutes les dates sont réservables, sauf celles que vous bloquez dans le calendrier.',
    BLOCKED: 'Garder le calendrier fermé',
    BLOCKEDDescription:
      'Toutes les dates sont bloquées jusqu’à ce que vous en ouvriez dans le calendrier. D’ici là, les voyageurs ne peuvent pas réserver.',
    required: 'Indiquez si le calendrier doit être ouvert.',
  },
  booking: {
    title: 'Mode de réservation',
    description:
      'Choisissez comment les voyageurs réservent ce logement et ce qui se passe en cas d’annulation.',
    bookingType: 'Comment les voyageurs réservent',
    onLine: 'Réservation instantanée',
    onLineDescription:
      'Les voyageurs réservent immédiatement, sans attendre votre réponse. Les annonces qui la proposent reçoivent plus de réservations.',
    onRequest: 'Sur demande',
    onRequestDescription: 'Les voyageurs envoient une demande, que vous acceptez ou refusez.',
    recommended: 'Recommandé',
    warningTitle: 'Vous risquez de recevoir moins de réservations',
    warningDescription:
      'Les voyageurs préfèrent souvent réserver instantanément. Avec la réservation sur demande, vous devez répondre à chaque demande à temps, et un préavis d’au moins 2 jours avant l’arrivée est nécessaire.',
    noticeRaised_one:
      'Votre préavis minimum passe à {{count}} jour, pour vous laisser le temps de répondre à chaque demande.',
    noticeRaised_many:
      'Votre préavis minimum passe à {{count}} de jours, pour vous laisser le temps de répondre à chaque demande.',
    noticeRaised_other:
      'Votre préavis minimum passe à {{count}} jours, pour vous laisser le temps de répondre à chaque demande.',
    cancellation: 'Conditions d’annulation',
    cancellationRequired: 'Choisissez des conditions d’annulation.',
  },
  plan: {
    title: 'Formule d’abonnement',
    description: 'Choisissez la formule de cette annonce.',
    billingNotice:
      'Vous ne payez rien pour l’instant : le règlement se fera une fois la facturation disponible. D’ici là, vous pouvez changer de formule.',
    plans: 'Formules',
    required: 'Choisissez une formule.',
    empty: 'Aucune formule n’est proposée pour le moment.',
    billing: 'Période de facturation',
    monthly: 'Mensuelle',
    yearly: 'Annuelle',
    billedMonthly: 'Facturation mensuelle',
    billedYearly: 'Facturation annuelle',
    perMonth: '{{price}} par mois',
    perYear: '{{price}} par an',
    perMonths_one: '{{price}} par mois',
    perMonths_many: '{{price}} tous les {{count}} de mois',
    perMonths_other: '{{price}} tous les {{count}} mois',
    monthlyEquivalent: 'Soit {{price}} par mois',
    noPlansInPeriod: 'Aucune formule n’est facturée selon cette période.',
    includes: 'Inclus',
    nothingIncluded: 'L’annonce seule.',
    services: { rankingBoost: 'Meilleur classement dans les résultats de recherche' },
    extras: {
      showPhoneNumberOnWhitelabel: 'Votre numéro de téléphone affiché sur les sites partenaires',
      displayGuestEmailInMessageCard: 'L’adresse e-mail des voyageurs dans les messages',
      visibilityBoost: 'Boost de visibilité',
      banner: 'Bannière publicitaire',
      directEmailMarketing: 'Marketing direct par e-mail',
      diamond: 'Badge Diamant pour l’annonce',
      socialPackage: 'Pack réseaux sociaux',
      inquiryMessage: 'Réponse automatique aux demandes d’information',
    },
  },
  boost: {
    title: 'Boostez votre annonce',
    description:
      'Un boost place votre annonce plus haut dans les résultats de recherche pendant ses premières semaines en ligne, pour que les voyageurs la trouvent plus vite.',
    choice: 'Booster cette annonce',
    yes: 'Oui, la booster',
    yesDescription: 'Votre annonce apparaît plus haut dans les résultats de recherche dès sa mise en ligne.',
    no: 'Non, pas maintenant',
    noDescription: 'Vous pourrez la booster plus tard depuis la page Boosts.',
    required: 'Indiquez si vous souhaitez booster l’annonce.',
    billingNotice:
      'Rien n’est facturé pour l’instant : le boost sera réglé une fois la facturation disponible.',
  },
};
