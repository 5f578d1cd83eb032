import type { LocaleNamespace } from '../types';

export const errors: LocaleNamespace<'errors'> = {
  calendar: {
    overlapsStay:
      'Einige dieser Nächte sind durch eine Buchung, eine Anfrage oder eine bestätigte Anfrage belegt. Wählen Sie freie Nächte.',
    notManuallyBlocked:
      'Hier können nur Nächte freigegeben werden, die Sie selbst gesperrt haben. Importierte Nächte ändern sich über ihren Kalender-Feed.',
    rangeTooLong: 'Wählen Sie höchstens zwei Jahre an Nächten auf einmal.',
    maxStayBelowMin: 'Der maximale Aufenthalt darf nicht kürzer sein als der minimale Aufenthalt.',
    feedChannelKeyNotFound:
      'Diesen API-Schlüssel haben Sie nicht in Gebrauch. Wählen Sie einen aus der Liste.',
    feedNotFound: 'Wir konnten diesen importierten Kalender nicht finden.',
    tooManyFeeds:
      'Eine Einheit kann höchstens 10 Kalender importieren. Entfernen Sie einen, bevor Sie einen weiteren hinzufügen.',
    feedUnreachable:
      'Die Kalenderadresse war nicht erreichbar oder hat mit einem Fehler geantwortet. Prüfen Sie die Adresse und versuchen Sie es erneut.',
    feedTimeout:
      'Die Kalenderadresse hat zu lange nicht geantwortet. Wir versuchen es bei der nächsten Aktualisierung erneut.',
    feedTooLarge: 'Dieser Kalender ist zu umfangreich für den Import (mehr als 2 MB).',
    feedAddressRefused:
      'Diese Adresse führt in ein privates oder lokales Netz, mit dem wir uns nie verbinden. Verwenden Sie den öffentlichen iCal-Link des Kanals.',
    feedBadRedirect:
      'Die Kalenderadresse hat zu oft weitergeleitet oder auf etwas, das keine Webadresse ist.',
    feedNotCalendar:
      'Unter dieser Adresse liegt kein iCal-Kalender. Kopieren Sie den iCal-Exportlink (.ics) des Kanals.',
  },
  channel: {
    apiKeyNotFound: 'Wir konnten diesen API-Schlüssel nicht finden.',
    unitNotFound: 'Wir konnten diese Einheit unter Ihren Einheiten nicht finden.',
    idempotencyKeyReused:
      'Dieser Idempotenzschlüssel wurde bereits für eine andere Anfrage verwendet. Verwenden Sie einen neuen Schlüssel.',
  },
  common: {
    validation: 'Einige Felder sind ungültig. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
    unauthorized: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    notFound: 'Wir konnten nicht finden, wonach Sie gesucht haben.',
    conflict:
      'Inzwischen wurde hier etwas geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    preconditionFailed:
      'Jemand anderes hat inzwischen gespeichert. Laden Sie die Seite neu, um diese Änderungen zu sehen, oder überschreiben Sie sie mit Ihren eigenen.',
    payloadTooLarge: 'Die Datei oder der Text ist zu groß.',
    tooManyRequests: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
    network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    notImplemented: 'Dieser Teil von Hostdeck ist noch nicht verfügbar.',
    unsupportedMediaType: 'Dieser Dateityp kann hier nicht hochgeladen werden.',
  },
  validation: {
    controlCharacter: 'Dieser Text enthält ein Steuerzeichen. Entfernen Sie es und versuchen Sie es erneut.',
    loneSurrogate:
      'Dieser Text enthält ein ungültiges Zeichen. Entfernen Sie es und versuchen Sie es erneut.',
    minimumNoticeDays:
      'Einheiten mit Buchung auf Anfrage brauchen mindestens 2 Tage Vorlauf, damit Sie Zeit zum Antworten haben.',
    registrationNumber: 'Diese Registrierungsnummer entspricht nicht dem Format im Land des Objekts.',
  },
  user: {
    notFound: 'Dieses Konto wurde nicht gefunden.',
    commercialModelLocked:
      'Ihr Abrechnungsmodell steht fest, sobald die Einrichtung abgeschlossen ist. Sie können es in den Kontoeinstellungen ändern.',
  },
  stayRules: {
    minStay: 'Dieser Aufenthalt ist kürzer als der Mindestaufenthalt für diese Daten.',
    maxStay: 'Dieser Aufenthalt ist länger als der Höchstaufenthalt für diese Daten.',
    notice: 'Diese Anreise ist zu kurzfristig: Die Einheit verlangt eine längere Vorlaufzeit.',
    window: 'Diese Anreise liegt weiter in der Zukunft, als die Einheit Buchungen annimmt.',
    checkInDay: 'An diesem Wochentag ist in dieser Einheit keine Anreise möglich.',
    preparation:
      'Dieser Aufenthalt liegt zu nah an einem anderen: Die Einheit hält Vorbereitungstage zwischen Aufenthalten frei.',
  },
  staff: {
    impersonationRequired:
      'Wählen Sie zuerst im Mitarbeiterbereich einen Gastgeber aus, in dessen Namen Sie handeln möchten.',
    hostNotFound: 'Dieser Gastgeber wurde nicht gefunden.',
  },
  notifications: {
    notFound: 'Diese Benachrichtigung wurde nicht gefunden.',
  },
  properties: {
    notFound: 'Dieses Objekt wurde nicht gefunden.',
    deleteNotAllowed: 'Nehmen Sie alle Einheiten dieses Objekts offline, bevor Sie es löschen.',
    singleUnitExists: 'Dieses Objekt ist für nur eine Einheit angelegt und hat sie bereits.',
    typeChangeNotAllowed:
      'Der Objekttyp lässt sich nur ändern, solange das Inserat seiner einzigen Einheit noch nicht abgeschlossen ist.',
  },
  units: {
    notFound: 'Diese Einheit wurde nicht gefunden.',
    deleteNotAllowed: 'Diese Einheit kann in ihrem aktuellen Status nicht gelöscht werden.',
    notPublishable:
      'Diese Einheit kann noch nicht veröffentlicht werden: Korrigieren Sie zuerst die als ungültig markierten Felder.',
    publishNotAllowed: 'Diese Einheit kann in ihrem aktuellen Status nicht veröffentlicht werden.',
    unpublishNotAllowed: 'Nur eine veröffentlichte Einheit kann offline genommen werden.',
    listingIncomplete:
      'Einige Schritte des Inserats sind noch nicht abgeschlossen. Schließen Sie sie vor dem Veröffentlichen ab.',
    stepIncomplete: 'Schließen Sie diesen Schritt vor dem Veröffentlichen ab.',
    stepDataMissing:
      'Angaben aus diesem Schritt fehlen. Öffnen Sie den Schritt und speichern Sie ihn erneut.',
    bedRequired: 'Fügen Sie mindestens ein Bett hinzu, damit Gäste wissen, wo sie schlafen.',
  },
  photos: {
    notFound: 'Dieses Foto wurde nicht gefunden.',
    tooLarge: 'Das Foto ist zu groß zum Hochladen.',
    unsupportedType:
      'Dieser Dateityp wird nicht unterstützt. Laden Sie ein Foto im Format JPEG, PNG oder WebP hoch.',
    tooSmall: 'Das Foto ist zu klein. Laden Sie ein größeres hoch.',
    dimensionsTooLarge: 'Das Foto ist zu breit oder zu hoch.',
    fileMissing: 'Wählen Sie ein Foto zum Hochladen aus.',
    orderMismatch:
      'Die Fotos wurden inzwischen geändert. Laden Sie die Seite neu und versuchen Sie es erneut.',
    limitReached: 'Diese Einheit hat bereits die maximale Anzahl an Fotos.',
  },
  promotions: {
    discountNotOffered: 'Dieser Rabatt ist für diese Aktion nicht verfügbar.',
  },
  regionalRequirements: {
    required: 'Diese Angabe ist in dieser Region erforderlich.',
    invalidFormat: 'Dieser Wert hat nicht das Format, das die Region vorschreibt.',
    unknownField: 'Dieses Feld gehört nicht zu den Vorgaben dieser Region.',
  },
  listing: {
    unknownPlan: 'Dieser Tarif wird nicht angeboten. Wählen Sie einen der aufgeführten Tarife.',
    serviceNotInPlan: 'Diese Leistung ist im gewählten Tarif nicht enthalten.',
  },
  publicListing: {
    notFound: 'Dieses Inserat ist nicht verfügbar.',
  },
  messaging: {
    channelNotFound: 'Wir konnten dieses Gespräch nicht finden.',
    savedReplyNotFound: 'Wir konnten diese gespeicherte Antwort nicht finden.',
    savedReplyOrderMismatch:
      'Die gespeicherten Antworten haben sich inzwischen geändert. Laden Sie sie neu und versuchen Sie es noch einmal.',
    tooManySavedReplies:
      'Sie können bis zu 50 gespeicherte Antworten behalten. Löschen Sie eine, um eine neue hinzuzufügen.',
  },
  reservations: {
    requestNotFound: 'Diese Buchungsanfrage wurde nicht gefunden.',
    bookingNotFound: 'Diese Buchung wurde nicht gefunden.',
    inquiryNotFound: 'Diese Anfrage wurde nicht gefunden.',
    alreadyDecided:
      'Darauf wurde bereits geantwortet. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.',
    datesTaken: 'Einige dieser Nächte sind nicht mehr frei: Ein anderer Aufenthalt belegt sie.',
    notCancellable: 'Diese Buchung kann nicht mehr storniert werden.',
    explanationRequired: 'Erläutern Sie diesen Grund bitte in ein paar Worten.',
  },
};
