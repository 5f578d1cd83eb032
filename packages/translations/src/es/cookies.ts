import type { LocaleNamespace } from '../types';

export const cookies: LocaleNamespace<'cookies'> = {
  categories: {
    functional: {
      title: 'Cookies funcionales',
      description:
        'Necesarias para que el panel funcione: tu elección sobre las cookies, tu idioma y lo que ya has visto. Siempre activas.',
    },
    analytics: {
      title: 'Cookies analíticas',
      description: 'Nos ayudan a entender cómo se usa el panel para poder mejorarlo.',
    },
    marketing: {
      title: 'Cookies publicitarias',
      description: 'Sirven para mostrarte ofertas adaptadas a tus anuncios.',
    },
  },
  cookies: {
    consent: {
      title: 'Consentimiento de cookies',
      description: 'Recuerda qué categorías de cookies has aceptado.',
    },
    guestToken: {
      title: 'Sesión de huésped',
      description: 'Mantiene iniciada la sesión de un huésped en el área de huéspedes durante un día.',
    },
    language: {
      title: 'Idioma',
      description: 'Recuerda el idioma que has elegido.',
    },
    bannerCounters: {
      title: 'Contadores de avisos',
      description: 'Cuentan cuántas veces se ha mostrado un aviso para que no aparezca demasiado a menudo.',
    },
  },
};
