import type { LocaleNamespace } from '../types';

export const bookingTypeSwitch: LocaleNamespace<'bookingTypeSwitch'> = {
  task: {
    title: 'Laat gasten al je units direct boeken',
    description:
      'Een deel van je units wordt nog op aanvraag geboekt, dus gasten wachten op je antwoord. Kies hoe de overige units geboekt worden.',
    action: 'Boekingstype kiezen',
  },
  dialog: {
    title: 'Hoe moeten gasten je overige units boeken?',
    description:
      'Dit geldt voor elke unit die nog op aanvraag wordt geboekt. Een losse unit kun je later in de instellingen ervan wijzigen.',
    choiceLabel: 'Boekingstype voor de overige units',
    onLine: 'Alles omzetten naar direct boeken',
    onLineDescription:
      'Gasten boeken meteen, zonder op jou te wachten. Advertenties met direct boeken krijgen meer boekingen.',
    onRequest: 'Op aanvraag laten',
    onRequestDescription: 'Gasten sturen een aanvraag en jij accepteert of weigert elke aanvraag.',
    recommended: 'Aanbevolen',
    warningTitle: 'Je krijgt misschien minder boekingen',
    warningDescription:
      'Gasten boeken vaak liever direct. Bij boeken op aanvraag moet je elke aanvraag op tijd beantwoorden.',
    apply: 'Toepassen',
    cancel: 'Annuleren',
  },
  toasts: {
    switched: 'Klaar: je units zijn nu direct te boeken.',
    kept: 'Klaar: je overige units blijven op aanvraag.',
    failed: 'Er is een fout opgetreden. Probeer het opnieuw.',
  },
};
