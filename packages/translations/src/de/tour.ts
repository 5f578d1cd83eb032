import type { LocaleNamespace } from '../types';

export const tour: LocaleNamespace<'tour'> = {
  close: 'Schließen',
  welcome: {
    title: 'Willkommen in Ihrem neuen Dashboard',
    description: 'Ihr Konto ist zu Hostdeck umgezogen. Kurze Videos zeigen Ihnen, wo Sie jetzt alles finden.',
    later: 'Später',
    seeAll: 'Alle Anleitungen ansehen',
  },
  list: {
    title: 'Anleitungen',
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: 'Videos sind in dieser Installation nicht verfügbar.',
    unavailableLabel: '{{title}}: Video in dieser Installation nicht verfügbar',
    back: 'Zurück zu den Anleitungen',
  },
  videos: {
    welcome: { title: 'Willkommen', description: 'Ein kurzer Rundgang durch Ihr Dashboard.' },
    modifyPrices: { title: 'Preise ändern', description: 'Preise pro Nacht, Saisons und Aktionen anpassen.' },
    modifyAvailabilities: {
      title: 'Verfügbarkeit ändern',
      description: 'Tage im Kalender freigeben und sperren.',
    },
    editProperty: {
      title: 'Objekt bearbeiten',
      description: 'Fotos, Ausstattung und Beschreibungen aktualisieren.',
    },
    manageSubscriptions: {
      title: 'Abonnements verwalten',
      description: 'Tarif, Boosts und Guthaben ansehen.',
    },
    accessProfile: {
      title: 'Profil aufrufen',
      description: 'Profil, Abrechnung und Auszahlungseinstellungen finden.',
    },
  },
};
