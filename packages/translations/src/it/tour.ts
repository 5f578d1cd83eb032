import type { LocaleNamespace } from '../types';

export const tour: LocaleNamespace<'tour'> = {
  close: 'Chiudi',
  welcome: {
    title: 'Ti diamo il benvenuto nella nuova dashboard',
    description: 'Il tuo account è passato a Hostdeck. Brevi video ti mostrano dove trovare tutto.',
    later: 'Più tardi',
    seeAll: 'Vedi tutti i tutorial',
  },
  list: {
    title: 'Tutorial',
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: 'I video non sono disponibili in questa installazione.',
    unavailableLabel: '{{title}}: video non disponibile in questa installazione',
    back: 'Torna ai tutorial',
  },
  videos: {
    welcome: { title: 'Introduzione', description: 'Un rapido giro della tua dashboard.' },
    modifyPrices: {
      title: 'Modificare i prezzi',
      description: 'Cambia prezzi per notte, stagioni e promozioni.',
    },
    modifyAvailabilities: {
      title: 'Modificare la disponibilità',
      description: 'Apri e blocca le date nel calendario.',
    },
    editProperty: { title: 'Modificare la struttura', description: 'Aggiorna foto, servizi e descrizioni.' },
    manageSubscriptions: {
      title: 'Gestire gli abbonamenti',
      description: 'Controlla il tuo piano, le messe in evidenza e i crediti.',
    },
    accessProfile: {
      title: 'Accedere al profilo',
      description: 'Trova il profilo e le impostazioni di fatturazione e accredito.',
    },
  },
};
