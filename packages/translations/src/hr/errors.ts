import type { LocaleNamespace } from '../types';

export const errors: LocaleNamespace<'errors'> = {
  calendar: {
    overlapsStay:
      'Neke od ovih noći zauzete su rezervacijom, zahtjevom ili potvrđenim upitom. Odaberite slobodne noći.',
    notManuallyBlocked:
      'Ovdje se mogu odblokirati samo noći koje ste sami blokirali. Uvezene noći mijenjaju se kroz svoj kalendarski feed.',
    rangeTooLong: 'Odaberite najviše dvije godine noći odjednom.',
    maxStayBelowMin: 'Najdulji boravak ne može biti kraći od najkraćeg boravka.',
    feedChannelKeyNotFound: 'Ovaj API ključ nije među ključevima koje koristite. Odaberite jedan s popisa.',
    feedNotFound: 'Nismo pronašli ovaj uvezeni kalendar.',
    tooManyFeeds: 'Jedinica može uvesti najviše 10 kalendara. Uklonite jedan prije nego što dodate novi.',
    feedUnreachable:
      'Adresa kalendara nije dostupna ili je odgovorila pogreškom. Provjerite adresu i pokušajte ponovno.',
    feedTimeout: 'Adresa kalendara predugo nije odgovarala. Pokušat ćemo ponovno pri sljedećem osvježavanju.',
    feedTooLarge: 'Ovaj je kalendar prevelik za uvoz (više od 2 MB).',
    feedAddressRefused:
      'Ova adresa vodi u privatnu ili lokalnu mrežu, na koju se nikad ne spajamo. Upotrijebite javnu iCal poveznicu koju daje kanal.',
    feedBadRedirect: 'Adresa kalendara preusmjerila je previše puta ili na nešto što nije web-adresa.',
    feedNotCalendar:
      'Ova adresa nije vratila iCal kalendar. Kopirajte iCal (.ics) poveznicu za izvoz iz kanala.',
  },
  channel: {
    apiKeyNotFound: 'Nismo pronašli ovaj API ključ.',
    unitNotFound: 'Nismo pronašli ovu smještajnu jedinicu među vašima.',
    idempotencyKeyReused:
      'Ovaj ključ idempotencije već je korišten za drugi zahtjev. Upotrijebite novi ključ.',
  },
  common: {
    validation: 'Neka polja nisu ispravna. Provjerite ih i pokušajte ponovno.',
    unauthorized: 'Vaša je sesija istekla. Prijavite se ponovno.',
    forbidden: 'Nemate dopuštenje za ovu radnju.',
    notFound: 'Nismo pronašli ono što tražite.',
    conflict: 'Ovo je u međuvremenu promijenjeno. Ponovno učitajte stranicu i pokušajte opet.',
    preconditionFailed:
      'Netko je ovo u međuvremenu spremio. Ponovno učitajte stranicu kako biste vidjeli te promjene ili preko njih spremite svoje.',
    payloadTooLarge: 'Datoteka ili tekst su preveliki.',
    tooManyRequests: 'Previše pokušaja. Pričekajte trenutak i pokušajte ponovno.',
    internal: 'Došlo je do pogreške na našoj strani. Pokušajte ponovno kasnije.',
    network: 'Ne možemo se povezati s poslužiteljem. Provjerite vezu i pokušajte ponovno.',
    notImplemented: 'Ovaj dio Hostdecka još nije dostupan.',
    unsupportedMediaType: 'Ova se vrsta datoteke ovdje ne prihvaća.',
  },
  validation: {
    controlCharacter: 'Tekst sadrži kontrolni znak. Uklonite ga i pokušajte ponovno.',
    loneSurrogate: 'Tekst sadrži nevaljan znak. Uklonite ga i pokušajte ponovno.',
    minimumNoticeDays:
      'Jedinice s rezervacijom na zahtjev trebaju najmanje 2 dana najave kako biste stigli odgovoriti.',
    registrationNumber: 'Ovaj registracijski broj ne odgovara formatu države u kojoj se objekt nalazi.',
  },
  user: {
    notFound: 'Nismo pronašli ovaj račun.',
    commercialModelLocked:
      'Nakon završetka početnog postavljanja model plaćanja mijenjate u postavkama računa.',
  },
  stayRules: {
    minStay: 'Ovaj boravak kraći je od minimalnog boravka za te datume.',
    maxStay: 'Ovaj boravak duži je od maksimalnog boravka za te datume.',
    notice: 'Ovaj dolazak je prerano: smještaj traži dulju najavu.',
    window: 'Ovaj dolazak je dalje u budućnosti nego što smještaj prima rezervacije.',
    checkInDay: 'U ovaj smještaj gosti ne mogu doći tog dana u tjednu.',
    preparation: 'Ovaj boravak preblizu je drugom boravku: smještaj ostavlja dane pripreme između boravaka.',
  },
  staff: {
    impersonationRequired:
      'Najprije na stranici za osoblje odaberite iznajmljivača u čije ime želite raditi.',
    hostNotFound: 'Nismo pronašli ovog iznajmljivača.',
  },
  notifications: {
    notFound: 'Nismo pronašli ovu obavijest.',
  },
  properties: {
    notFound: 'Nismo pronašli ovaj objekt.',
    deleteNotAllowed: 'Prije brisanja objekta povucite iz objave sve njegove jedinice.',
    singleUnitExists: 'Objekt s jednom jedinicom već ima svoju jedinicu.',
    typeChangeNotAllowed:
      'Vrsta objekta može se promijeniti samo dok je njegova jedina jedinica još u izradi.',
  },
  units: {
    notFound: 'Nismo pronašli ovu jedinicu.',
    deleteNotAllowed: 'Ova se jedinica u trenutačnom stanju ne može izbrisati.',
    notPublishable: 'Ova se jedinica još ne može objaviti: najprije ispravite polja označena kao neispravna.',
    publishNotAllowed: 'Ova se jedinica u trenutačnom stanju ne može objaviti.',
    unpublishNotAllowed: 'Iz objave se može povući samo objavljena jedinica.',
    listingIncomplete: 'Neki koraci oglasa još nisu dovršeni. Dovršite ih prije objave.',
    stepIncomplete: 'Dovršite ovaj korak prije objave.',
    stepDataMissing: 'Nedostaju podaci iz ovog koraka. Otvorite korak i ponovno ga spremite.',
    bedRequired: 'Dodajte barem jedan krevet kako bi gosti znali gdje će spavati.',
  },
  photos: {
    notFound: 'Nismo pronašli ovu fotografiju.',
    tooLarge: 'Fotografija je prevelika za prijenos.',
    unsupportedType: 'Ova vrsta datoteke nije podržana. Prenesite fotografiju u formatu JPEG, PNG ili WebP.',
    tooSmall: 'Fotografija je premala. Prenesite veću.',
    dimensionsTooLarge: 'Fotografija je preširoka ili previsoka.',
    fileMissing: 'Odaberite fotografiju za prijenos.',
    orderMismatch: 'Fotografije su se u međuvremenu promijenile. Ponovno učitajte stranicu i pokušajte opet.',
    limitReached: 'Ova jedinica već ima najveći dopušteni broj fotografija.',
  },
  promotions: {
    discountNotOffered: 'Ovaj popust nije dostupan za ovu promociju.',
  },
  regionalRequirements: {
    required: 'Ovaj je podatak u ovoj regiji obavezan.',
    invalidFormat: 'Ova vrijednost nije u formatu koji regija zahtijeva.',
    unknownField: 'Ovo polje nije dio zahtjeva za ovu regiju.',
  },
  listing: {
    unknownPlan: 'Ovaj paket nije u ponudi. Odaberite jedan od navedenih paketa.',
    serviceNotInPlan: 'Ova usluga nije dio odabranog paketa.',
  },
  publicListing: {
    notFound: 'Ovaj oglas nije dostupan.',
  },
  messaging: {
    channelNotFound: 'Nismo pronašli ovaj razgovor.',
    savedReplyNotFound: 'Nismo pronašli ovaj spremljeni odgovor.',
    savedReplyOrderMismatch:
      'Spremljeni odgovori su se u međuvremenu promijenili. Ponovno ih učitajte i pokušajte ponovno.',
    tooManySavedReplies: 'Možete spremiti najviše 50 odgovora. Izbrišite jedan da biste dodali novi.',
  },
  reservations: {
    requestNotFound: 'Ovaj zahtjev za rezervaciju nije pronađen.',
    bookingNotFound: 'Ova rezervacija nije pronađena.',
    inquiryNotFound: 'Ovaj upit nije pronađen.',
    alreadyDecided: 'Odgovor je već dan. Ponovno učitajte stranicu da biste vidjeli trenutačno stanje.',
    datesTaken: 'Neka od ovih noćenja više nisu slobodna: zauzima ih drugi boravak.',
    notCancellable: 'Ovu rezervaciju više nije moguće otkazati.',
    explanationRequired: 'Dodajte nekoliko riječi objašnjenja za ovaj razlog.',
  },
};
