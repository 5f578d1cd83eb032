import type { LocaleNamespace } from '../types';

export const placeholders: LocaleNamespace<'placeholders'> = {
  comingSoon: {
    description: 'Esta sección llegará en una próxima versión.',
    backHome: 'Volver al inicio',
  },
  sections: {
    reservations: 'Reservas',
    bookings: 'Detalles de la reserva',
    bookingRequests: 'Solicitudes de reserva',
    inquiries: 'Consultas',
    messages: 'Mensajes',
    calendar: 'Calendario',
    properties: 'Propiedades',
    units: 'Ajustes de la unidad',
    subscriptions: 'Suscripciones',
    checklist: 'Lista de tareas',
    listing: 'Anunciar tu propiedad',
    insights: 'Estadísticas',
    account: 'Cuenta',
    verification: 'Verificación',
    legal: 'Información legal',
    featureToggle: 'Activación de funciones',
    guest: 'Área de huéspedes',
  },
};
