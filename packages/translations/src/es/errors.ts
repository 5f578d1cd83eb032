import type { LocaleNamespace } from '../types';

export const errors: LocaleNamespace<'errors'> = {
  calendar: {
    overlapsStay:
      'Algunas de estas noches están ocupadas por una reserva, una solicitud o una consulta confirmada. Elige noches libres.',
    notManuallyBlocked:
      'Aquí solo se pueden desbloquear las noches que bloqueaste tú. Las noches importadas cambian a través de su calendario sincronizado.',
    rangeTooLong: 'Elige como máximo dos años de noches a la vez.',
    maxStayBelowMin: 'La estancia máxima no puede ser más corta que la estancia mínima.',
    feedChannelKeyNotFound: 'No encontramos esta clave API entre las que usas. Elige una de la lista.',
    feedNotFound: 'No hemos encontrado este calendario importado.',
    tooManyFeeds: 'Una unidad puede importar como máximo 10 calendarios. Elimina uno antes de añadir otro.',
    feedUnreachable:
      'No se ha podido acceder a la dirección del calendario o ha respondido con un error. Revisa la dirección e inténtalo de nuevo.',
    feedTimeout:
      'La dirección del calendario ha tardado demasiado en responder. Lo intentaremos de nuevo en la próxima actualización.',
    feedTooLarge: 'Este calendario es demasiado grande para importarlo (más de 2 MB).',
    feedAddressRefused:
      'Esta dirección apunta a una red privada o local, a la que nunca nos conectamos. Usa el enlace iCal público que te da el canal.',
    feedBadRedirect:
      'La dirección del calendario ha redirigido demasiadas veces, o a algo que no es una dirección web.',
    feedNotCalendar:
      'Esta dirección no ha devuelto un calendario iCal. Copia el enlace de exportación iCal (.ics) del canal.',
  },
  channel: {
    apiKeyNotFound: 'No hemos encontrado esta clave de API.',
    unitNotFound: 'No hemos encontrado este alojamiento entre los suyos.',
    idempotencyKeyReused: 'Esta clave de idempotencia ya se usó para otra solicitud. Use una clave nueva.',
  },
  common: {
    validation: 'Algunos campos no son válidos. Revísalos e inténtalo de nuevo.',
    unauthorized: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    forbidden: 'No tienes permiso para hacer esto.',
    notFound: 'No hemos encontrado lo que buscabas.',
    conflict: 'Esto ha cambiado mientras tanto. Recarga la página e inténtalo de nuevo.',
    preconditionFailed:
      'Otra persona ha guardado cambios mientras tanto. Recarga para verlos o guarda los tuyos por encima.',
    payloadTooLarge: 'El archivo o el texto es demasiado grande.',
    tooManyRequests: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    internal: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.',
    network: 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    notImplemented: 'Esta parte de Hostdeck aún no está disponible.',
    unsupportedMediaType: 'Aquí no se admite este tipo de archivo.',
  },
  validation: {
    controlCharacter: 'Este texto contiene un carácter de control. Elimínalo e inténtalo de nuevo.',
    loneSurrogate: 'Este texto contiene un carácter no válido. Elimínalo e inténtalo de nuevo.',
    minimumNoticeDays:
      'Las unidades con reserva bajo petición necesitan al menos 2 días de antelación para que te dé tiempo a responder.',
    registrationNumber: 'Este número de registro no coincide con el formato del país de la propiedad.',
  },
  user: {
    notFound: 'No hemos encontrado esta cuenta.',
    commercialModelLocked:
      'Tu modelo comercial queda fijado al terminar el alta. Puedes cambiarlo en los ajustes de tu cuenta.',
  },
  stayRules: {
    minStay: 'Esta estancia es más corta que la estancia mínima para estas fechas.',
    maxStay: 'Esta estancia es más larga que la estancia máxima para estas fechas.',
    notice: 'Esta llegada es demasiado pronto: el alojamiento pide más antelación.',
    window: 'Esta llegada está más lejos de lo que el alojamiento acepta reservas.',
    checkInDay: 'En este alojamiento no se puede llegar este día de la semana.',
    preparation:
      'Esta estancia está demasiado cerca de otra: el alojamiento reserva días de preparación entre estancias.',
  },
  staff: {
    impersonationRequired: 'Primero elige un anfitrión en la página de personal para actuar en su nombre.',
    hostNotFound: 'No hemos encontrado este anfitrión.',
  },
  notifications: {
    notFound: 'No hemos encontrado esta notificación.',
  },
  properties: {
    notFound: 'No hemos encontrado esta propiedad.',
    deleteNotAllowed: 'Despublica todas las unidades de esta propiedad antes de eliminarla.',
    singleUnitExists: 'Esta propiedad solo admite una unidad y ya la tiene.',
    typeChangeNotAllowed:
      'El tipo de propiedad solo se puede cambiar mientras el anuncio de su única unidad siga en curso.',
  },
  units: {
    notFound: 'No hemos encontrado esta unidad.',
    deleteNotAllowed: 'Esta unidad no se puede eliminar en su estado actual.',
    notPublishable:
      'Esta unidad aún no se puede publicar: primero corrige los campos marcados como no válidos.',
    publishNotAllowed: 'Esta unidad no se puede publicar en su estado actual.',
    unpublishNotAllowed: 'Solo se puede despublicar una unidad publicada.',
    listingIncomplete: 'Aún faltan pasos del anuncio por completar. Termínalos antes de publicar.',
    stepIncomplete: 'Completa este paso antes de publicar.',
    stepDataMissing: 'Falta información de este paso. Abre el paso y vuelve a guardarlo.',
    bedRequired: 'Añade al menos una cama para que los huéspedes sepan dónde van a dormir.',
  },
  photos: {
    notFound: 'No hemos encontrado esta foto.',
    tooLarge: 'La foto pesa demasiado para subirla.',
    unsupportedType: 'Este tipo de archivo no es compatible. Sube una foto en JPEG, PNG o WebP.',
    tooSmall: 'La foto es demasiado pequeña. Sube una más grande.',
    dimensionsTooLarge: 'La foto es demasiado ancha o demasiado alta.',
    fileMissing: 'Elige una foto para subirla.',
    orderMismatch: 'Las fotos han cambiado mientras tanto. Recarga la página e inténtalo de nuevo.',
    limitReached: 'Esta unidad ya tiene el número máximo de fotos.',
  },
  promotions: {
    discountNotOffered: 'Este descuento no está disponible para esta promoción.',
  },
  regionalRequirements: {
    required: 'Esta información es obligatoria en esta región.',
    invalidFormat: 'Este valor no tiene el formato que exige la región.',
    unknownField: 'Este campo no forma parte de los requisitos de esta región.',
  },
  listing: {
    unknownPlan: 'Este plan no está disponible. Elige uno de los planes de la lista.',
    serviceNotInPlan: 'Este servicio no está incluido en el plan elegido.',
  },
  publicListing: {
    notFound: 'Este anuncio no está disponible.',
  },
  messaging: {
    channelNotFound: 'No hemos encontrado esta conversación.',
    savedReplyNotFound: 'No hemos encontrado esta respuesta guardada.',
    savedReplyOrderMismatch:
      'Las respuestas guardadas han cambiado mientras tanto. Vuelve a cargarlas e inténtalo de nuevo.',
    tooManySavedReplies: 'Puedes guardar hasta 50 respuestas. Elimina una para añadir otra.',
  },
  reservations: {
    requestNotFound: 'No hemos encontrado esta solicitud de reserva.',
    bookingNotFound: 'No hemos encontrado esta reserva.',
    inquiryNotFound: 'No hemos encontrado esta consulta.',
    alreadyDecided: 'Ya se ha respondido. Vuelve a cargar la página para ver en qué estado está.',
    datesTaken: 'Algunas de estas noches ya no están libres: otra estancia las ocupa.',
    notCancellable: 'Esta reserva ya no se puede cancelar.',
    explanationRequired: 'Añade una breve explicación para este motivo.',
  },
};
