import type { LocaleNamespace } from '../types';

export const calendar: LocaleNamespace<'calendar'> = {
  title: 'Kalendar',
  unitPicker: {
    label: 'Jedinica',
    untitled: 'Jedinica bez naslova',
    loadError: 'Vaše jedinice nije bilo moguće učitati.',
  },
  nav: {
    label: 'Mjesec',
    previous: 'Prethodni mjesec',
    next: 'Sljedeći mjesec',
    today: 'Danas',
  },
  grid: {
    label: 'Noćenja: {{month}}',
    help: 'Povucite preko noćenja ili kliknite jedno pa Shift-klik na drugo da ih odaberete. Tipkovnicom: strelice pomiču, Shift i strelica proširuje, Enter ili razmaknica započinje i završava odabir, Escape ga briše.',
  },
  day: {
    available: 'slobodno',
    blocked: 'blokirano',
    noPrice: 'bez cijene',
    promoted: '{{promoted}} umjesto {{nightly}}',
    minStay: 'najmanje {{count}} noćenja',
    noCheckIn: 'bez dolaska',
    season: 'sezona {{name}}',
    today: 'danas',
  },
  reason: {
    stay: 'Rezervirano',
    manual: 'Blokirali ste vi',
    external: 'Uvezeno',
    preparation: 'Priprema',
    notice: 'Prerano',
    window: 'Izvan razdoblja rezervacije',
    closed: 'Kalendar zatvoren',
  },
  minStayShort: '{{count}}+ noćenja',
  source: {
    booking: 'Rezervacija',
    booking_request: 'Zahtjev za rezervaciju',
    inquiry: 'Upit',
    inquiry_confirmed: 'Potvrđeni upit',
    manual: 'Blokirali ste vi',
    external: 'Uvezeno',
    multi: 'Više boravaka',
    channel: 'Drugi kanal',
  },
  entry: {
    label: '{{source}}: {{name}}, {{dates}}',
    manual: 'Blokirana noćenja',
    conflict: 'Dvostruka rezervacija',
    conflictHelp:
      'Ovi se boravci preklapaju s potvrđenom rezervacijom. Otkažite ili premjestite jedan od njih i javite se drugom kanalu kako gost ne bi ostao bez smještaja.',
    children: 'Boravci u ovoj skupini',
  },
  entries: {
    title: 'Boravci i blokade ovog mjeseca',
    empty: 'Ovaj mjesec nema boravaka ni blokada.',
  },
  legend: {
    title: 'Legenda',
    preparation: 'Dan pripreme',
    season: 'Sezona',
    promotion: 'Promocija',
    selected: 'Odabrano',
    conflict: 'Dvostruka rezervacija',
  },
  promotions: {
    active: 'Promocija: {{percent}} popusta',
  },
  selection: {
    region: 'Odabrana noćenja',
    summary_one: 'Odabrano {{count}} noćenje: {{dates}}',
    summary_few: 'Odabrana {{count}} noćenja: {{dates}}',
    summary_other: 'Odabrano {{count}} noćenja: {{dates}}',
    clear: 'Poništi odabir',
    block: 'Blokiraj',
    unblock: 'Odblokiraj',
    price: 'Cijena po noćenju',
    priceHelp: 'U valuti {{currency}}, za svako odabrano noćenje.',
    setPrice: 'Postavi cijenu',
    resetPrice: 'Koristi zadanu cijenu',
    minStay: 'Najkraći boravak',
    maxStay: 'Najdulji boravak',
    stayHelp: 'U noćenjima; ostavite prazno za pravilo jedinice.',
    setStay: 'Postavi trajanje boravka',
    stayLimits: 'Trajanje boravka',
    saved: 'Kalendar je ažuriran.',
  },
  status: {
    label: 'Status kalendara',
    AVAILABLE: 'Otvoren',
    AVAILABLEDescription: 'Gosti mogu rezervirati svako noćenje koje niste blokirali.',
    NEUTRAL: 'Još nije odlučeno',
    NEUTRALDescription:
      'Ovaj kalendar još niste otvorili ni zatvorili. Dok ne odaberete, noćenja slijede vaše blokade i pravila boravka.',
    BLOCKED: 'Zatvoren',
    BLOCKEDDescription:
      'Sva su noćenja blokirana. Gosti ne mogu rezervirati dok ponovno ne otvorite kalendar.',
    PAUSED: 'Pauziran',
    PAUSEDDescription:
      'Tijekom pauze nema novih rezervacija; vaši postojeći boravci ostaju. Nastavite kad budete spremni.',
    saved: 'Status kalendara je promijenjen.',
  },
  states: {
    loading: 'Učitavanje kalendara…',
    loadError: 'Kalendar nije bilo moguće učitati.',
    noPrice:
      'Ova jedinica još nema cijenu po noćenju. Postavite je na stranici cijena jedinice i kalendar će je prikazati za svako noćenje.',
    setPrice: 'Postavi cijenu',
  },
};
