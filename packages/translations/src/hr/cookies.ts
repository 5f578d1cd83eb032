import type { LocaleNamespace } from '../types';

export const cookies: LocaleNamespace<'cookies'> = {
  categories: {
    functional: {
      title: 'Funkcionalni kolačići',
      description:
        'Potrebni su za rad nadzorne ploče: pamte Vaš izbor privole, jezik i ono što ste već vidjeli. Uvijek su uključeni.',
    },
    analytics: {
      title: 'Analitički kolačići',
      description: 'Pomažu nam razumjeti kako se nadzorna ploča koristi kako bismo je mogli poboljšati.',
    },
    marketing: {
      title: 'Marketinški kolačići',
      description: 'Služe za prikaz ponuda prilagođenih Vašim oglasima.',
    },
  },
  cookies: {
    consent: {
      title: 'Privola za kolačiće',
      description: 'Pamti koje ste kategorije kolačića prihvatili.',
    },
    guestToken: {
      title: 'Sesija gosta',
      description: 'Održava prijavu gosta u prostoru za goste jedan dan.',
    },
    language: {
      title: 'Jezik',
      description: 'Pamti jezik koji ste odabrali.',
    },
    bannerCounters: {
      title: 'Brojači banera',
      description: 'Bilježe koliko je puta baner prikazan kako se ne bi prikazivao prečesto.',
    },
  },
};
