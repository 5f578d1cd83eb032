import type { LocaleNamespace } from '../types';

export const stayRules: LocaleNamespace<'stayRules'> = {
  title: 'Aufenthaltsregeln',
  description:
    'Welche Aufenthalte diese Einheit annimmt. Ein Kanal, der einen Aufenthalt liefert, der eine dieser Regeln verletzt, erhält eine Ablehnung mit der verletzten Regel.',
  minStay: 'Mindestaufenthalt (Nächte)',
  maxStay: 'Höchstaufenthalt (Nächte)',
  maxStayHelp: 'Leer lassen für keinen Höchstaufenthalt.',
  preparation: 'Vorbereitungstage zwischen Aufenthalten',
  preparationHelp: 'Tage, die nach jedem Aufenthalt für Reinigung und Gästewechsel frei bleiben.',
  window: 'Buchungszeitraum (Tage im Voraus)',
  windowHelp: 'Wie weit im Voraus Gäste buchen können. Leer lassen für keine Begrenzung.',
  checkInDays: 'Anreisetage',
  onlySomeDays: 'Gäste können nur an bestimmten Wochentagen anreisen',
  anyDayHelp: 'Gäste können an jedem Tag anreisen.',
  seasons: {
    title: 'Regeln für Saisons',
    description:
      'Eine Saison kann für Aufenthalte, die in ihr beginnen, andere Regeln verlangen. Ein leerer Höchstaufenthalt folgt der Einheit.',
    empty: 'Diese Einheit hat keine Saisons. Legen Sie sie auf der Seite Preis und Verfügbarkeit an.',
    listLabel: 'Saisons',
    dates: '{{start}} bis {{end}}',
    maxStayHelp: 'Leer lassen, um der Einheit zu folgen.',
    ownCheckInDays: 'Eigene Anreisetage in dieser Saison',
    asUnitHelp: 'Anreisetage wie bei der Einheit.',
  },
};
