import type { LocaleNamespace } from '../types';

export const calendar: LocaleNamespace<'calendar'> = {
  title: 'Kalender',
  unitPicker: {
    label: 'Einheit',
    untitled: 'Einheit ohne Titel',
    loadError: 'Ihre Einheiten konnten nicht geladen werden.',
  },
  nav: {
    label: 'Monat',
    previous: 'Vorheriger Monat',
    next: 'Nächster Monat',
    today: 'Heute',
  },
  grid: {
    label: 'Nächte im {{month}}',
    help: 'Ziehen Sie über Nächte oder klicken Sie eine an und eine weitere mit gedrückter Umschalttaste, um sie auszuwählen. Mit der Tastatur: Pfeiltasten bewegen, Umschalt und Pfeil erweitert, Eingabe oder Leertaste beginnt und beendet eine Auswahl, Escape hebt sie auf.',
  },
  day: {
    available: 'frei',
    blocked: 'gesperrt',
    noPrice: 'kein Preis',
    promoted: '{{promoted}} statt {{nightly}}',
    minStay: 'mindestens {{count}} Nächte',
    noCheckIn: 'keine Anreise',
    season: 'Saison {{name}}',
    today: 'heute',
  },
  reason: {
    stay: 'Gebucht',
    manual: 'Von Ihnen gesperrt',
    external: 'Importiert',
    preparation: 'Vorbereitung',
    notice: 'Zu kurzfristig',
    window: 'Außerhalb des Buchungszeitraums',
    closed: 'Kalender geschlossen',
  },
  minStayShort: '{{count}}+ Nächte',
  source: {
    booking: 'Buchung',
    booking_request: 'Buchungsanfrage',
    inquiry: 'Anfrage',
    inquiry_confirmed: 'Bestätigte Anfrage',
    manual: 'Von Ihnen gesperrt',
    external: 'Importiert',
    multi: 'Mehrere Aufenthalte',
    channel: 'Anderer Kanal',
  },
  entry: {
    label: '{{source}}: {{name}}, {{dates}}',
    manual: 'Gesperrte Nächte',
    conflict: 'Doppelbuchung',
    conflictHelp:
      'Diese Aufenthalte überschneiden sich mit einer bestätigten Buchung. Stornieren oder verschieben Sie einen davon und informieren Sie den anderen Kanal, damit der Gast nicht ohne Unterkunft dasteht.',
    children: 'Aufenthalte in dieser Gruppe',
  },
  entries: {
    title: 'Aufenthalte und Sperren in diesem Monat',
    empty: 'Keine Aufenthalte oder Sperren in diesem Monat.',
  },
  legend: {
    title: 'Legende',
    preparation: 'Vorbereitungstag',
    season: 'Saison',
    promotion: 'Aktion',
    selected: 'Ausgewählt',
    conflict: 'Doppelbuchung',
  },
  promotions: {
    active: 'Aktion: {{percent}} Rabatt',
  },
  selection: {
    region: 'Ausgewählte Nächte',
    summary_one: '{{count}} Nacht ausgewählt: {{dates}}',
    summary_other: '{{count}} Nächte ausgewählt: {{dates}}',
    clear: 'Auswahl aufheben',
    block: 'Sperren',
    unblock: 'Freigeben',
    price: 'Preis pro Nacht',
    priceHelp: 'In {{currency}}, für jede ausgewählte Nacht.',
    setPrice: 'Preis festlegen',
    resetPrice: 'Standardpreis verwenden',
    minStay: 'Mindestaufenthalt',
    maxStay: 'Höchstaufenthalt',
    stayHelp: 'In Nächten; leer lassen für die Regel der Einheit.',
    setStay: 'Aufenthaltsdauer festlegen',
    stayLimits: 'Aufenthaltsdauer',
    saved: 'Kalender aktualisiert.',
  },
  status: {
    label: 'Kalenderstatus',
    AVAILABLE: 'Geöffnet',
    AVAILABLEDescription: 'Gäste können jede Nacht buchen, die Sie nicht gesperrt haben.',
    NEUTRAL: 'Noch nicht entschieden',
    NEUTRALDescription:
      'Sie haben diesen Kalender noch weder geöffnet noch geschlossen. Bis dahin gelten Ihre Sperren und Aufenthaltsregeln.',
    BLOCKED: 'Geschlossen',
    BLOCKEDDescription:
      'Jede Nacht ist gesperrt. Gäste können erst buchen, wenn Sie den Kalender wieder öffnen.',
    PAUSED: 'Pausiert',
    PAUSEDDescription:
      'Während der Pause keine neuen Buchungen; Ihre bestehenden Aufenthalte bleiben. Setzen Sie fort, wann immer Sie bereit sind.',
    saved: 'Kalenderstatus geändert.',
  },
  states: {
    loading: 'Kalender wird geladen …',
    loadError: 'Der Kalender konnte nicht geladen werden.',
    noPrice:
      'Diese Einheit hat noch keinen Preis pro Nacht. Legen Sie ihn auf der Preisseite der Einheit fest, dann zeigt der Kalender ihn für jede Nacht.',
    setPrice: 'Preis festlegen',
  },
};
