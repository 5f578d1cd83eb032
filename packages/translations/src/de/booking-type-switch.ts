import type { LocaleNamespace } from '../types';

export const bookingTypeSwitch: LocaleNamespace<'bookingTypeSwitch'> = {
  task: {
    title: 'Lassen Sie Gäste alle Ihre Einheiten sofort buchen',
    description:
      'Einige Ihrer Einheiten werden noch auf Anfrage gebucht, sodass Gäste auf Ihre Antwort warten. Wählen Sie, wie die übrigen Einheiten gebucht werden sollen.',
    action: 'Buchungsart wählen',
  },
  dialog: {
    title: 'Wie sollen Gäste Ihre übrigen Einheiten buchen?',
    description:
      'Das gilt für jede Einheit, die noch auf Anfrage gebucht wird. Einzelne Einheiten können Sie später in ihren Einstellungen ändern.',
    choiceLabel: 'Buchungsart für die übrigen Einheiten',
    onLine: 'Alle auf Sofortbuchung umstellen',
    onLineDescription:
      'Gäste buchen sofort, ohne auf Sie zu warten. Inserate mit Sofortbuchung erhalten mehr Buchungen.',
    onRequest: 'Auf Anfrage belassen',
    onRequestDescription: 'Gäste senden eine Buchungsanfrage, die Sie jeweils annehmen oder ablehnen.',
    recommended: 'Empfohlen',
    warningTitle: 'Sie erhalten möglicherweise weniger Buchungen',
    warningDescription:
      'Gäste buchen oft lieber sofort. Bei Buchung auf Anfrage müssen Sie jede Buchungsanfrage rechtzeitig beantworten.',
    apply: 'Übernehmen',
    cancel: 'Abbrechen',
  },
  toasts: {
    switched: 'Erledigt: Ihre Einheiten sind jetzt sofort buchbar.',
    kept: 'Erledigt: Ihre übrigen Einheiten bleiben auf Anfrage.',
    failed: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
};
