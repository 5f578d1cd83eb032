import type { LocaleNamespace } from '../types';

export const tour: LocaleNamespace<'tour'> = {
  close: 'Sluiten',
  welcome: {
    title: 'Welkom in je nieuwe dashboard',
    description: "Je account is verhuisd naar Hostdeck. Korte video's laten zien waar je alles nu vindt.",
    later: 'Misschien later',
    seeAll: "Alle uitlegvideo's bekijken",
  },
  list: {
    title: "Uitlegvideo's",
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: "Video's zijn in deze installatie niet beschikbaar.",
    unavailableLabel: '{{title}}: video niet beschikbaar in deze installatie',
    back: "Terug naar de uitlegvideo's",
  },
  videos: {
    welcome: { title: 'Welkom', description: 'Een korte rondleiding door je dashboard.' },
    modifyPrices: { title: 'Prijzen aanpassen', description: 'Wijzig nachtprijzen, seizoenen en promoties.' },
    modifyAvailabilities: {
      title: 'Beschikbaarheid aanpassen',
      description: 'Open en blokkeer datums in de kalender.',
    },
    editProperty: {
      title: 'Mijn accommodatie bewerken',
      description: "Werk foto's, voorzieningen en beschrijvingen bij.",
    },
    manageSubscriptions: {
      title: 'Abonnementen beheren',
      description: 'Bekijk je pakket, boosts en credits.',
    },
    accessProfile: {
      title: 'Naar mijn profiel',
      description: 'Vind je profiel, facturering en instellingen voor uitbetalingen.',
    },
  },
};
