import type { LocaleNamespace } from '../types';

export const errors: LocaleNamespace<'errors'> = {
  calendar: {
    overlapsStay:
      "Certaines de ces nuits sont prises par une réservation, une demande ou une demande d'information confirmée. Choisissez des nuits libres.",
    notManuallyBlocked:
      'Seules les nuits que vous avez bloquées vous-même peuvent être débloquées ici. Les nuits importées changent via leur flux de calendrier.',
    rangeTooLong: 'Choisissez au plus deux ans de nuits à la fois.',
    maxStayBelowMin: 'Le séjour maximum ne peut pas être plus court que le séjour minimum.',
    feedChannelKeyNotFound:
      'Nous ne trouvons pas cette clé API parmi celles que vous utilisez. Choisissez-en une dans la liste.',
    feedNotFound: 'Nous ne trouvons pas ce calendrier importé.',
    tooManyFeeds:
      "Un logement peut importer au plus 10 calendriers. Supprimez-en un avant d'en ajouter un autre.",
    feedUnreachable:
      "L'adresse du calendrier est injoignable ou a répondu par une erreur. Vérifiez l'adresse et réessayez.",
    feedTimeout:
      "L'adresse du calendrier a mis trop de temps à répondre. Nous réessaierons à la prochaine actualisation.",
    feedTooLarge: 'Ce calendrier est trop volumineux pour être importé (plus de 2 Mo).',
    feedAddressRefused:
      'Cette adresse mène à un réseau privé ou local, auquel nous ne nous connectons jamais. Utilisez le lien iCal public fourni par le canal.',
    feedBadRedirect:
      "L'adresse du calendrier a redirigé trop de fois, ou vers quelque chose qui n'est pas une adresse web.",
    feedNotCalendar:
      "Cette adresse n'a pas renvoyé de calendrier iCal. Copiez le lien d'export iCal (.ics) du canal.",
  },
  channel: {
    apiKeyNotFound: 'Nous n’avons pas trouvé cette clé d’API.',
    unitNotFound: 'Nous n’avons pas trouvé ce logement parmi les vôtres.',
    idempotencyKeyReused:
      'Cette clé d’idempotence a déjà servi pour une autre requête. Utilisez une nouvelle clé.',
  },
  common: {
    validation: 'Certains champs ne sont pas valides. Vérifiez-les et réessayez.',
    unauthorized: 'Votre session a expiré. Veuillez vous reconnecter.',
    forbidden: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
    notFound: 'Nous n’avons pas trouvé ce que vous cherchez.',
    conflict: 'Cet élément a été modifié entre-temps. Rechargez la page et réessayez.',
    preconditionFailed:
      'Quelqu’un a enregistré cet élément entre-temps. Rechargez pour voir ses modifications, ou enregistrez les vôtres par-dessus.',
    payloadTooLarge: 'Le fichier ou le texte est trop volumineux.',
    tooManyRequests: 'Trop de tentatives. Patientez un instant, puis réessayez.',
    internal: 'Une erreur est survenue de notre côté. Veuillez réessayer plus tard.',
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    notImplemented: 'Cette partie de Hostdeck n’est pas encore disponible.',
    unsupportedMediaType: 'Ce type de fichier n’est pas accepté ici.',
  },
  validation: {
    controlCharacter: 'Ce texte contient un caractère de contrôle. Supprimez-le et réessayez.',
    loneSurrogate: 'Ce texte contient un caractère non valide. Supprimez-le et réessayez.',
    minimumNoticeDays:
      'Les logements réservables sur demande exigent un préavis d’au moins 2 jours, pour vous laisser le temps de répondre.',
    registrationNumber: 'Ce numéro d’enregistrement ne correspond pas au format du pays de l’établissement.',
  },
  user: {
    notFound: 'Nous n’avons pas trouvé ce compte.',
    commercialModelLocked:
      'Votre modèle commercial est fixé une fois l’inscription terminée. Modifiez-le dans les paramètres de votre compte.',
  },
  stayRules: {
    minStay: 'Ce séjour est plus court que la durée minimale pour ces dates.',
    maxStay: 'Ce séjour est plus long que la durée maximale pour ces dates.',
    notice: 'Cette arrivée est trop proche : le logement demande un préavis plus long.',
    window:
      'Cette arrivée est plus lointaine que la période pendant laquelle le logement accepte des réservations.',
    checkInDay: 'Les voyageurs ne peuvent pas arriver ce jour de la semaine dans ce logement.',
    preparation:
      'Ce séjour est trop proche d’un autre : le logement garde des jours de préparation entre les séjours.',
  },
  staff: {
    impersonationRequired: 'Choisissez d’abord un hôte sur la page Équipe pour agir en son nom.',
    hostNotFound: 'Nous n’avons pas trouvé cet hôte.',
  },
  notifications: {
    notFound: 'Nous n’avons pas trouvé cette notification.',
  },
  properties: {
    notFound: 'Nous n’avons pas trouvé cet établissement.',
    deleteNotAllowed: 'Mettez hors ligne tous les logements de cet établissement avant de le supprimer.',
    singleUnitExists: 'Cet établissement ne peut compter qu’un seul logement, et il l’a déjà.',
    typeChangeNotAllowed:
      'Le type d’établissement ne peut être modifié que tant que son unique logement est en cours de mise en location.',
  },
  units: {
    notFound: 'Nous n’avons pas trouvé ce logement.',
    deleteNotAllowed: 'Ce logement ne peut pas être supprimé dans son état actuel.',
    notPublishable:
      'Ce logement ne peut pas encore être publié : corrigez d’abord les champs signalés comme non valides.',
    publishNotAllowed: 'Ce logement ne peut pas être publié dans son état actuel.',
    unpublishNotAllowed: 'Seul un logement en ligne peut être mis hors ligne.',
    listingIncomplete: 'Certaines étapes de l’annonce ne sont pas terminées. Terminez-les avant de publier.',
    stepIncomplete: 'Terminez cette étape avant de publier.',
    stepDataMissing: 'Des informations de cette étape manquent. Ouvrez l’étape et enregistrez-la de nouveau.',
    bedRequired: 'Ajoutez au moins un lit pour que les voyageurs sachent où ils dormiront.',
  },
  photos: {
    notFound: 'Nous n’avons pas trouvé cette photo.',
    tooLarge: 'La photo est trop volumineuse pour être importée.',
    unsupportedType: 'Ce type de fichier n’est pas pris en charge. Importez une photo JPEG, PNG ou WebP.',
    tooSmall: 'La photo est trop petite. Importez-en une plus grande.',
    dimensionsTooLarge: 'La photo est trop large ou trop haute.',
    fileMissing: 'Choisissez une photo à importer.',
    orderMismatch: 'Les photos ont changé entre-temps. Rechargez la page et réessayez.',
    limitReached: 'Ce logement a déjà atteint le nombre maximal de photos.',
  },
  promotions: {
    discountNotOffered: 'Cette réduction n’est pas proposée pour cette promotion.',
  },
  regionalRequirements: {
    required: 'Cette information est obligatoire dans cette région.',
    invalidFormat: 'Cette valeur n’a pas le format exigé dans cette région.',
    unknownField: 'Ce champ ne fait pas partie des exigences de cette région.',
  },
  listing: {
    unknownPlan: 'Cette formule n’est pas proposée. Choisissez l’une des formules de la liste.',
    serviceNotInPlan: 'Ce service ne fait pas partie de la formule choisie.',
  },
  publicListing: {
    notFound: 'Cette annonce n’est pas disponible.',
  },
  messaging: {
    channelNotFound: 'Nous n’avons pas trouvé cette conversation.',
    savedReplyNotFound: 'Nous n’avons pas trouvé cette réponse enregistrée.',
    savedReplyOrderMismatch: 'Les réponses enregistrées ont changé entre-temps. Rechargez-les et réessayez.',
    tooManySavedReplies:
      'Vous pouvez garder jusqu’à 50 réponses enregistrées. Supprimez-en une pour en ajouter une autre.',
  },
  reservations: {
    requestNotFound: 'Cette demande de réservation est introuvable.',
    bookingNotFound: 'Cette réservation est introuvable.',
    inquiryNotFound: 'Cette demande d’information est introuvable.',
    alreadyDecided: 'Une réponse a déjà été donnée. Rechargez la page pour voir où elle en est.',
    datesTaken: 'Certaines de ces nuits ne sont plus libres : un autre séjour les occupe.',
    notCancellable: 'Cette réservation ne peut plus être annulée.',
    explanationRequired: 'Ajoutez quelques mots d’explication pour ce motif.',
  },
};
