import type { LocaleNamespace } from '../types';

export const cookies: LocaleNamespace<'cookies'> = {
  categories: {
    functional: {
      title: 'Cookies funcionais',
      description:
        'Necessários para o funcionamento do painel: a sua escolha de consentimento, o seu idioma e o que já viu. Sempre ativos.',
    },
    analytics: {
      title: 'Cookies analíticos',
      description: 'Ajudam-nos a perceber como o painel é utilizado, para o podermos melhorar.',
    },
    marketing: {
      title: 'Cookies de marketing',
      description: 'Servem para lhe mostrar ofertas adequadas aos seus anúncios.',
    },
  },
  cookies: {
    consent: {
      title: 'Consentimento de cookies',
      description: 'Memoriza as categorias de cookies que aceitou.',
    },
    guestToken: {
      title: 'Sessão do hóspede',
      description: 'Mantém a sessão do hóspede iniciada na área do hóspede durante um dia.',
    },
    language: {
      title: 'Idioma',
      description: 'Memoriza o idioma que escolheu.',
    },
    bannerCounters: {
      title: 'Contadores de banners',
      description: 'Contam quantas vezes um banner foi mostrado, para que não apareça demasiadas vezes.',
    },
  },
};
