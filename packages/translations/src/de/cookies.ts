import type { LocaleNamespace } from '../types';

export const cookies: LocaleNamespace<'cookies'> = {
  categories: {
    functional: {
      title: 'Funktionale Cookies',
      description:
        'Erforderlich, damit das Dashboard funktioniert: Ihre Cookie-Auswahl, Ihre Sprache und was Sie bereits gesehen haben. Immer aktiv.',
    },
    analytics: {
      title: 'Analyse-Cookies',
      description: 'Helfen uns zu verstehen, wie das Dashboard genutzt wird, damit wir es verbessern können.',
    },
    marketing: {
      title: 'Marketing-Cookies',
      description: 'Dienen dazu, Ihnen Angebote zu zeigen, die zu Ihren Inseraten passen.',
    },
  },
  cookies: {
    consent: {
      title: 'Cookie-Einwilligung',
      description: 'Speichert, welche Cookie-Kategorien Sie akzeptiert haben.',
    },
    guestToken: {
      title: 'Gastsitzung',
      description: 'Hält einen Gast einen Tag lang im Gästebereich angemeldet.',
    },
    language: {
      title: 'Sprache',
      description: 'Speichert die von Ihnen gewählte Sprache.',
    },
    bannerCounters: {
      title: 'Banner-Zähler',
      description: 'Zählt, wie oft ein Banner angezeigt wurde, damit es nicht zu oft erscheint.',
    },
  },
};
