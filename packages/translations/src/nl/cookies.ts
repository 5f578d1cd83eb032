import type { LocaleNamespace } from '../types';

export const cookies: LocaleNamespace<'cookies'> = {
  categories: {
    functional: {
      title: 'Functionele cookies',
      description:
        'Nodig om het dashboard te laten werken: je cookiekeuze, je taal en wat je al hebt gezien. Altijd aan.',
    },
    analytics: {
      title: 'Analytische cookies',
      description:
        'Helpen ons te begrijpen hoe het dashboard wordt gebruikt, zodat we het kunnen verbeteren.',
    },
    marketing: {
      title: 'Marketingcookies',
      description: 'Worden gebruikt om je aanbiedingen te tonen die passen bij je advertenties.',
    },
  },
  cookies: {
    consent: {
      title: 'Cookietoestemming',
      description: 'Onthoudt welke cookiecategorieën je hebt geaccepteerd.',
    },
    guestToken: {
      title: 'Gastsessie',
      description: 'Houdt een gast één dag ingelogd in de gastenomgeving.',
    },
    language: {
      title: 'Taal',
      description: 'Onthoudt de taal die je hebt gekozen.',
    },
    bannerCounters: {
      title: 'Bannertellers',
      description: 'Telt hoe vaak een banner is getoond, zodat die niet te vaak verschijnt.',
    },
  },
};
