import type { LocaleNamespace } from '../types';

export const shell: LocaleNamespace<'shell'> = {
  skipToContent: 'Zum Hauptinhalt springen',
  states: {
    loading: 'Wird geladen',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorDescription:
      'Der Inhalt konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  header: {
    back: 'Zurück',
    inbox: 'Posteingang',
    inboxWithUnread_one: 'Posteingang, {{count}} ungelesene Unterhaltung',
    inboxWithUnread_other: 'Posteingang, {{count}} ungelesene Unterhaltungen',
    help: 'Hilfecenter',
    helpNewTab: 'Hilfecenter (öffnet in neuem Tab)',
    bookings: 'Buchungen',
  },
  nav: {
    label: 'Hauptnavigation',
    overview: 'Übersicht',
    inbox: 'Posteingang',
    calendar: 'Kalender',
    reservations: 'Reservierungen',
    properties: 'Objekte',
    statistics: 'Statistiken',
    helpCenter: 'Hilfecenter',
    opensInNewTab: '(öffnet in neuem Tab)',
  },
  badges: {
    unreadMessages_one: '{{count}} ungelesene Unterhaltung',
    unreadMessages_other: '{{count}} ungelesene Unterhaltungen',
    pendingReservations_one: '{{count}} offene Buchungsanfrage',
    pendingReservations_other: '{{count}} offene Buchungsanfragen',
  },
  account: {
    open: 'Kontomenü von {{name}}',
    items: {
      profile: 'Profil',
      achievements: 'Erfolge',
      billing: 'Abrechnung',
      payout: 'Auszahlung',
      pricing: 'Preise',
      payment: 'Zahlungsdaten',
      earnings: 'Einnahmen',
      localization: 'Sprache und Region',
      helpCenter: 'Hilfecenter',
      password: 'Passwort ändern',
      logout: 'Abmelden',
    },
  },
  unitSelector: {
    label: 'Einheit auswählen',
    placeholder: 'Einheit auswählen',
    singleUnits: 'Einzeleinheiten',
    untitled: 'Einheit ohne Titel',
    loading: 'Einheiten werden geladen…',
    noResults: 'Keine Einheit entspricht Ihrer Suche',
    error:
      'Die Einheiten konnten nicht geladen werden. Schließen und öffnen Sie die Liste, um es erneut zu versuchen.',
  },
  preview: {
    label: 'Vorschau',
    openLabel: 'Vorschau des öffentlichen Inserats (öffnet in neuem Tab)',
    unavailable: 'Eine Vorschau ist verfügbar, sobald die ausgewählte Einheit ein öffentliches Inserat hat.',
  },
  topBar: {
    helpCenter: 'Hilfecenter',
  },
  credits: {
    label: 'Verbleibendes Guthaben',
    unitPublish_one: 'Noch {{count}} Veröffentlichung verfügbar',
    unitPublish_other: 'Noch {{count}} Veröffentlichungen verfügbar',
    boost_one: 'Noch {{count}} Boost verfügbar',
    boost_other: 'Noch {{count}} Boosts verfügbar',
    unitPublishHint: 'Veröffentlichungen von Einheiten: noch {{remaining}} von {{quota}} verfügbar',
    boostHint: 'Boosts: noch {{remaining}} von {{quota}} verfügbar',
  },
  notifications: {
    bell: 'Benachrichtigungen',
    bellWithUnread_one: 'Benachrichtigungen, {{count}} ungelesen',
    bellWithUnread_other: 'Benachrichtigungen, {{count}} ungelesen',
    title: 'Benachrichtigungen',
    markAllRead: 'Alle als gelesen markieren',
    loading: 'Benachrichtigungen werden geladen',
    error: 'Die Benachrichtigungen konnten nicht geladen werden.',
    empty: 'Sie sind auf dem neuesten Stand. Neue Benachrichtigungen erscheinen hier.',
    loadMore: 'Mehr anzeigen',
    unreadItem: 'Ungelesen: {{text}}, {{date}}',
    types: {
      discountPromotion: 'Gewinnen Sie mit einer Rabattaktion mehr Gäste.',
      doubleBooking:
        'Mögliche Doppelbuchung: Ein importierter Kalender überschneidet sich mit einer bestätigten Buchung. Öffnen Sie den Kalender, um das zu klären.',
      describeIdealGuest: 'Beschreiben Sie Ihren idealen Gast, um passendere Gäste zu gewinnen.',
      instantBooking: 'Aktivieren Sie die Sofortbuchung, um mehr Buchungen zu erhalten.',
      instantBookingAll: 'Alle Ihre Einheiten sind jetzt sofort buchbar.',
      instantBookingSome: 'Einige Ihrer Einheiten sind sofort buchbar.',
      requiredCodiceIdentificationNumber:
        'Geben Sie den Identifikationscode (CIN) an, den Ihre Region vorschreibt.',
      uniqueRegistrationNumber: 'Geben Sie die Registrierungsnummer an, die Ihre Region vorschreibt.',
    },
  },
  maintenance: {
    title: 'Geplante Wartung',
    description:
      'Einige Funktionen sind in diesem Zeitraum möglicherweise nicht verfügbar: {{range}}. Wir bitten um Ihr Verständnis.',
    dismiss: 'Wartungshinweis ausblenden',
  },
  notFound: {
    title: 'Diese Seite wurde nicht gefunden',
    description:
      'Möglicherweise ist die Adresse falsch geschrieben oder die Seite wurde verschoben. Hier geht es weiter:',
    upcomingBookings: 'Anstehende Buchungen ansehen',
    home: 'Zur Startseite',
  },
  serverError: {
    title: 'Bei uns ist etwas schiefgelaufen',
    description:
      'Der Server konnte den Vorgang nicht abschließen. Oft hilft es, die Seite neu zu laden. Falls nicht, versuchen Sie es in ein paar Minuten erneut.',
    code: 'Fehlercode:',
    reload: 'Seite neu laden',
    upcomingBookings: 'Anstehende Buchungen ansehen',
  },
  failedToLoad: {
    title: 'Diese Seite konnte nicht geladen werden',
    description: 'Prüfen Sie Ihre Verbindung und laden Sie die Seite dann neu.',
    reload: 'Neu laden',
  },
  language: {
    title: 'Sprache und Region',
    label: 'Sprache',
    hint: 'Datums-, Zahlen- und Preisformate richten sich nach der gewählten Sprache. Ihr Konto speichert sie für Ihren nächsten Besuch.',
    failed:
      'Diese Sprache konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
};
