import type { LocaleNamespace } from '../types';

export const tour: LocaleNamespace<'tour'> = {
  close: 'Zatvori',
  welcome: {
    title: 'Dobro došli na novu nadzornu ploču',
    description: 'Vaš je račun preseljen na Hostdeck. Kratki videozapisi pokazuju gdje se sada što nalazi.',
    later: 'Možda kasnije',
    seeAll: 'Prikaži sve vodiče',
  },
  list: {
    title: 'Vodiči',
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: 'Videozapisi nisu dostupni u ovoj instalaciji.',
    unavailableLabel: '{{title}}: videozapis nije dostupan u ovoj instalaciji',
    back: 'Natrag na vodiče',
  },
  videos: {
    welcome: { title: 'Dobro došli', description: 'Kratak obilazak nadzorne ploče.' },
    modifyPrices: {
      title: 'Promjena cijena',
      description: 'Promijenite cijene noćenja, sezone i promocije.',
    },
    modifyAvailabilities: {
      title: 'Promjena dostupnosti',
      description: 'Otvorite i blokirajte datume u kalendaru.',
    },
    editProperty: { title: 'Uređivanje objekta', description: 'Ažurirajte fotografije, sadržaje i opise.' },
    manageSubscriptions: {
      title: 'Upravljanje pretplatama',
      description: 'Pogledajte svoj paket, isticanja i kredite.',
    },
    accessProfile: {
      title: 'Pristup profilu',
      description: 'Pronađite postavke profila, naplate i isplata.',
    },
  },
};
