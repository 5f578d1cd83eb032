import type { LocaleNamespace } from '../types';

export const stayRules: LocaleNamespace<'stayRules'> = {
  title: 'Pravila boravka',
  description:
    'Koje boravke ova jedinica prima. Kanal koji pošalje boravak koji krši neko od ovih pravila dobiva odbijenicu s nazivom pravila.',
  minStay: 'Minimalni boravak (noći)',
  maxStay: 'Maksimalni boravak (noći)',
  maxStayHelp: 'Ostavite prazno ako nema maksimuma.',
  preparation: 'Dani pripreme između boravaka',
  preparationHelp: 'Dani koji ostaju slobodni nakon svakog boravka za čišćenje i smjenu gostiju.',
  window: 'Razdoblje rezervacije (dana unaprijed)',
  windowHelp: 'Koliko unaprijed gosti mogu rezervirati. Ostavite prazno ako nema ograničenja.',
  checkInDays: 'Dani dolaska',
  onlySomeDays: 'Gosti mogu doći samo određenim danima u tjednu',
  anyDayHelp: 'Gosti mogu doći bilo kojeg dana.',
  seasons: {
    title: 'Pravila za sezone',
    description:
      'Sezona može tražiti druga pravila za boravke koji u njoj počinju. Prazan maksimum slijedi jedinicu.',
    empty: 'Ova jedinica nema sezona. Dodajte ih na stranici Cijena i dostupnost.',
    listLabel: 'Sezone',
    dates: 'Od {{start}} do {{end}}',
    maxStayHelp: 'Ostavite prazno da vrijedi kao za jedinicu.',
    ownCheckInDays: 'Vlastiti dani dolaska u ovoj sezoni',
    asUnitHelp: 'Dani dolaska kao za jedinicu.',
  },
};
