import type { LocaleNamespace } from '../types';

export const tour: LocaleNamespace<'tour'> = {
  close: 'Cerrar',
  welcome: {
    title: 'Te damos la bienvenida a tu nuevo panel',
    description:
      'Tu cuenta se ha trasladado a Hostdeck. Unos vídeos breves te enseñan dónde está ahora cada cosa.',
    later: 'Quizá más tarde',
    seeAll: 'Ver todos los tutoriales',
  },
  list: {
    title: 'Tutoriales',
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: 'Los vídeos no están disponibles en esta instalación.',
    unavailableLabel: '{{title}}: vídeo no disponible en esta instalación',
    back: 'Volver a los tutoriales',
  },
  videos: {
    welcome: { title: 'Bienvenida', description: 'Un recorrido rápido por tu panel.' },
    modifyPrices: {
      title: 'Modificar precios',
      description: 'Cambia los precios por noche, las temporadas y las promociones.',
    },
    modifyAvailabilities: {
      title: 'Modificar la disponibilidad',
      description: 'Abre y bloquea fechas en el calendario.',
    },
    editProperty: {
      title: 'Editar mi propiedad',
      description: 'Actualiza las fotos, el equipamiento y las descripciones.',
    },
    manageSubscriptions: {
      title: 'Gestionar suscripciones',
      description: 'Consulta tu plan, tus impulsos y tus créditos.',
    },
    accessProfile: {
      title: 'Acceder a mi perfil',
      description: 'Encuentra tu perfil y los ajustes de facturación y cobros.',
    },
  },
};
