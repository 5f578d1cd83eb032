import type { LocaleNamespace } from '../types';

export const home: LocaleNamespace<'home'> = {
  title: 'Welkom terug, {{name}}',
  subtitle: 'Dit vraagt vandaag je aandacht.',
  loading: 'Je overzicht wordt geladen',
  untitledUnit: 'Unit zonder titel',
  error: {
    title: 'Je overzicht kon niet worden geladen',
    description: 'Controleer je verbinding en probeer het opnieuw.',
  },
  pendingRequests: {
    label: 'Openstaande aanvragen',
    description_one: '{{count}} boekingsaanvraag wacht op je antwoord.',
    description_other: '{{count}} boekingsaanvragen wachten op je antwoord.',
    description_zero: 'Er wachten geen boekingsaanvragen op je antwoord.',
    link: 'Aanvragen bekijken',
  },
  unreadMessages: {
    label: 'Ongelezen berichten',
    description_one: '{{count}} gesprek heeft nieuwe berichten.',
    description_other: '{{count}} gesprekken hebben nieuwe berichten.',
    description_zero: 'Je hebt alle berichten gelezen.',
    link: 'Berichten openen',
  },
  upcomingStays: {
    label: 'Aankomende verblijven',
    title: 'Aankomende verblijven',
    description_one: '{{count}} verblijf komt eraan.',
    description_other: '{{count}} verblijven komen eraan.',
    description_zero: 'Er komen geen verblijven aan.',
    link: 'Aankomende boekingen bekijken',
    showing: '{{shown}} van {{total}} getoond',
    guests_one: '{{count}} gast',
    guests_other: '{{count}} gasten',
    emptyTitle: 'Geen aankomende verblijven',
    emptyDescription: 'Nieuwe boekingen verschijnen hier zodra gasten boeken.',
  },
  listings: {
    title: 'Advertenties in bewerking',
    empty: 'Al je advertenties zijn compleet. Goed bezig!',
    untitled: 'Advertentie zonder titel',
    steps: '{{completed}} van {{total}} stappen klaar',
    percent: '{{percent}}',
    progressLabel: '{{title}}: {{percent}} klaar',
    continue: 'Doorgaan',
    continueLabel: 'Doorgaan met advertentie {{title}}',
  },
};
