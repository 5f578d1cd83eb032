import type { LocaleNamespace } from '../types';

export const common: LocaleNamespace<'common'> = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Recargar',
    goHome: 'Ir al inicio',
    tryAgain: 'Reintentar',
    close: 'Cerrar',
  },
  unsavedChanges: {
    confirmLeave: 'Tienes cambios sin guardar. ¿Quieres salir de esta página y perderlos?',
  },
  soon: {
    badge: 'Pronto',
    description: '(próximamente)',
  },
  states: {
    loading: 'Cargando',
    offline: 'No tienes conexión. Los cambios no se guardarán hasta que vuelva la conexión.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Algo ha salido mal. Inténtalo de nuevo.',
    },
  },
  titles: {
    home: 'Resumen',
    reservations: 'Reservas',
    bookingDetails: 'Detalles de la reserva',
    bookingRequestDetails: 'Solicitud de reserva',
    bookingRequestConfirmation: 'Confirmar solicitud de reserva',
    inquiry: 'Consulta',
    messages: 'Mensajes',
    calendar: 'Calendario',
    properties: 'Propiedades',
    property: 'Propiedad',
    unit: 'Ajustes de la unidad',
    manageSubscription: 'Gestionar suscripción',
    checklist: 'Lista de tareas',
    listing: 'Añade tu propiedad',
    listingEligibility: 'Comprobar requisitos',
    listingCompleted: 'Anuncio enviado',
    listingPreview: 'Vista previa del anuncio',
    insights: 'Estadísticas',
    account: 'Cuenta',
    verification: 'Verificación',
    legal: 'Información legal',
    featureToggle: 'Activación de funciones',
    guest: 'Área de huéspedes',
    staff: 'Personal',
    notFound: 'Página no encontrada',
    serverError: 'Error del servidor',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
  },
};
