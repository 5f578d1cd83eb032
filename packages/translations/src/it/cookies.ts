import type { LocaleNamespace } from '../types';

export const cookies: LocaleNamespace<'cookies'> = {
  categories: {
    functional: {
      title: 'Cookie funzionali',
      description:
        'Servono al funzionamento della dashboard: memorizzano il tuo consenso, la lingua e ciò che hai già visto. Sempre attivi.',
    },
    analytics: {
      title: 'Cookie analitici',
      description: 'Ci aiutano a capire come viene usata la dashboard, per poterla migliorare.',
    },
    marketing: {
      title: 'Cookie di marketing',
      description: 'Servono a mostrarti offerte adatte ai tuoi annunci.',
    },
  },
  cookies: {
    consent: {
      title: 'Consenso ai cookie',
      description: 'Memorizza le categorie di cookie che hai accettato.',
    },
    guestToken: {
      title: 'Sessione ospite',
      description: "Mantiene l'accesso di un ospite all'area ospiti per un giorno.",
    },
    language: {
      title: 'Lingua',
      description: 'Memorizza la lingua che hai scelto.',
    },
    bannerCounters: {
      title: 'Contatori dei banner',
      description: 'Conta quante volte è stato mostrato un banner, perché non compaia troppo spesso.',
    },
  },
};
