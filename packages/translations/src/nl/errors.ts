import type { LocaleNamespace } from '../types';

export const errors: LocaleNamespace<'errors'> = {
  calendar: {
    overlapsStay:
      'Sommige van deze nachten zijn bezet door een boeking, een aanvraag of een bevestigde vraag. Kies vrije nachten.',
    notManuallyBlocked:
      'Hier kunnen alleen nachten worden vrijgegeven die u zelf hebt geblokkeerd. Geïmporteerde nachten veranderen via hun agendafeed.',
    rangeTooLong: 'Kies maximaal twee jaar aan nachten tegelijk.',
    maxStayBelowMin: 'Het maximale verblijf mag niet korter zijn dan het minimale verblijf.',
    feedChannelKeyNotFound:
      'We vinden deze API-sleutel niet tussen de sleutels die u gebruikt. Kies er een uit de lijst.',
    feedNotFound: 'We kunnen deze geïmporteerde agenda niet vinden.',
    tooManyFeeds:
      'Een unit kan maximaal 10 agenda’s importeren. Verwijder er een voordat u een nieuwe toevoegt.',
    feedUnreachable:
      'Het agenda-adres was niet bereikbaar of antwoordde met een fout. Controleer het adres en probeer het opnieuw.',
    feedTimeout:
      'Het agenda-adres deed er te lang over om te antwoorden. We proberen het opnieuw bij de volgende verversing.',
    feedTooLarge: 'Deze agenda is te groot om te importeren (meer dan 2 MB).',
    feedAddressRefused:
      'Dit adres wijst naar een privé- of lokaal netwerk, waarmee we nooit verbinden. Gebruik de openbare iCal-link van het kanaal.',
    feedBadRedirect: 'Het agenda-adres heeft te vaak doorgestuurd, of naar iets wat geen webadres is.',
    feedNotCalendar:
      'Dit adres gaf geen iCal-agenda terug. Kopieer de iCal-exportlink (.ics) van het kanaal.',
  },
  channel: {
    apiKeyNotFound: 'We konden deze API-sleutel niet vinden.',
    unitNotFound: 'We konden deze accommodatie niet vinden onder die van u.',
    idempotencyKeyReused:
      'Deze idempotentiesleutel is al gebruikt voor een ander verzoek. Gebruik een nieuwe sleutel.',
  },
  common: {
    validation: 'Sommige velden zijn niet geldig. Controleer ze en probeer het opnieuw.',
    unauthorized: 'Je sessie is verlopen. Log opnieuw in.',
    forbidden: 'Je hebt geen toestemming om dit te doen.',
    notFound: 'We konden niet vinden wat je zocht.',
    conflict: 'Dit is intussen gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
    preconditionFailed:
      'Iemand anders heeft dit intussen opgeslagen. Laad opnieuw om die wijzigingen te zien, of overschrijf ze met de jouwe.',
    payloadTooLarge: 'Het bestand of de tekst is te groot.',
    tooManyRequests: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    internal: 'Er ging bij ons iets mis. Probeer het later opnieuw.',
    network: 'We konden de server niet bereiken. Controleer je verbinding en probeer het opnieuw.',
    notImplemented: 'Dit deel van Hostdeck is nog niet beschikbaar.',
    unsupportedMediaType: 'Dit soort bestand kan hier niet worden geüpload.',
  },
  validation: {
    controlCharacter: 'Deze tekst bevat een stuurteken. Verwijder het en probeer het opnieuw.',
    loneSurrogate: 'Deze tekst bevat een ongeldig teken. Verwijder het en probeer het opnieuw.',
    minimumNoticeDays:
      'Units met boekingen op aanvraag moeten minstens 2 dagen vooraf worden geboekt, zodat je tijd hebt om te antwoorden.',
    registrationNumber: 'Dit registratienummer past niet bij het formaat van het land van de accommodatie.',
  },
  user: {
    notFound: 'We konden dit account niet vinden.',
    commercialModelLocked:
      'Je betaalmodel ligt vast zodra je aanmelding is afgerond. Je kunt het wijzigen in je accountinstellingen.',
  },
  stayRules: {
    minStay: 'Dit verblijf is korter dan het minimumverblijf voor deze data.',
    maxStay: 'Dit verblijf is langer dan het maximumverblijf voor deze data.',
    notice: 'Deze aankomst is te snel: de accommodatie vraagt meer voorbereidingstijd vooraf.',
    window: 'Deze aankomst ligt verder vooruit dan de accommodatie boekingen aanneemt.',
    checkInDay: 'Gasten kunnen op deze weekdag niet aankomen in deze accommodatie.',
    preparation:
      'Dit verblijf ligt te dicht bij een ander verblijf: de accommodatie houdt voorbereidingsdagen vrij tussen verblijven.',
  },
  staff: {
    impersonationRequired: 'Kies eerst op de medewerkerspagina een verhuurder om namens te handelen.',
    hostNotFound: 'We konden deze verhuurder niet vinden.',
  },
  notifications: {
    notFound: 'We konden deze melding niet vinden.',
  },
  properties: {
    notFound: 'We konden deze accommodatie niet vinden.',
    deleteNotAllowed: 'Haal alle units van deze accommodatie offline voordat je de accommodatie verwijdert.',
    singleUnitExists: 'Deze accommodatie met één unit heeft die unit al.',
    typeChangeNotAllowed:
      'Je kunt het type accommodatie alleen wijzigen zolang de advertentie van de enige unit nog niet af is.',
  },
  units: {
    notFound: 'We konden deze unit niet vinden.',
    deleteNotAllowed: 'Deze unit kan in de huidige status niet worden verwijderd.',
    notPublishable:
      'Deze unit kan nog niet worden gepubliceerd: corrigeer eerst de velden die als ongeldig zijn gemarkeerd.',
    publishNotAllowed: 'Deze unit kan in de huidige status niet worden gepubliceerd.',
    unpublishNotAllowed: 'Alleen een gepubliceerde unit kan offline worden gehaald.',
    listingIncomplete:
      'Sommige stappen van de advertentie zijn nog niet af. Rond ze af voordat je publiceert.',
    stepIncomplete: 'Rond deze stap af voordat je publiceert.',
    stepDataMissing: 'Er ontbreken gegevens uit deze stap. Open de stap en sla hem opnieuw op.',
    bedRequired: 'Voeg minstens één bed toe, zodat gasten weten waar ze slapen.',
  },
  photos: {
    notFound: 'We konden deze foto niet vinden.',
    tooLarge: 'De foto is te groot om te uploaden.',
    unsupportedType: 'Dit bestandstype wordt niet ondersteund. Upload een JPEG-, PNG- of WebP-foto.',
    tooSmall: 'De foto is te klein. Upload een grotere foto.',
    dimensionsTooLarge: 'De foto is te breed of te hoog.',
    fileMissing: 'Kies een foto om te uploaden.',
    orderMismatch: "De foto's zijn intussen gewijzigd. Laad de pagina opnieuw en probeer het nog eens.",
    limitReached: "Deze unit heeft al het maximale aantal foto's.",
  },
  promotions: {
    discountNotOffered: 'Deze korting is niet beschikbaar voor deze promotie.',
  },
  regionalRequirements: {
    required: 'Deze gegevens zijn verplicht in deze regio.',
    invalidFormat: 'Deze waarde heeft niet het formaat dat de regio vereist.',
    unknownField: 'Dit veld hoort niet bij de vereisten voor deze regio.',
  },
  listing: {
    unknownPlan: 'Dit pakket wordt niet aangeboden. Kies een van de vermelde pakketten.',
    serviceNotInPlan: 'Deze dienst hoort niet bij het gekozen pakket.',
  },
  publicListing: {
    notFound: 'Deze advertentie is niet beschikbaar.',
  },
  messaging: {
    channelNotFound: 'We konden dit gesprek niet vinden.',
    savedReplyNotFound: 'We konden dit opgeslagen antwoord niet vinden.',
    savedReplyOrderMismatch:
      'De opgeslagen antwoorden zijn intussen gewijzigd. Laad ze opnieuw en probeer het nog eens.',
    tooManySavedReplies:
      'Je kunt maximaal 50 opgeslagen antwoorden bewaren. Verwijder er een om een nieuw toe te voegen.',
  },
  reservations: {
    requestNotFound: 'We kunnen deze boekingsaanvraag niet vinden.',
    bookingNotFound: 'We kunnen deze boeking niet vinden.',
    inquiryNotFound: 'We kunnen deze vraag niet vinden.',
    alreadyDecided: 'Hierop is al gereageerd. Laad de pagina opnieuw om de huidige stand te zien.',
    datesTaken: 'Sommige van deze nachten zijn niet meer vrij: een ander verblijf bezet ze.',
    notCancellable: 'Deze boeking kan niet meer worden geannuleerd.',
    explanationRequired: 'Licht deze reden in een paar woorden toe.',
  },
};
