import type { LocaleNamespace } from '../types';

export const bookingTypeSwitch: LocaleNamespace<'bookingTypeSwitch'> = {
  task: {
    title: 'Omogućite gostima trenutačnu rezervaciju svih Vaših jedinica',
    description:
      'Neke se Vaše jedinice još rezerviraju na zahtjev pa gosti čekaju Vaš odgovor. Odaberite kako će se rezervirati preostale jedinice.',
    action: 'Odaberite vrstu rezervacije',
  },
  dialog: {
    title: 'Kako gosti trebaju rezervirati Vaše preostale jedinice?',
    description:
      'Odnosi se na svaku jedinicu koja se još rezervira na zahtjev. Pojedinu jedinicu možete poslije promijeniti u njezinim postavkama.',
    choiceLabel: 'Vrsta rezervacije za preostale jedinice',
    onLine: 'Prebaci sve na trenutačnu rezervaciju',
    onLineDescription:
      'Gosti rezerviraju odmah, bez čekanja na Vaš odgovor. Oglasi s tom opcijom dobivaju više rezervacija.',
    onRequest: 'Zadrži ih na zahtjev',
    onRequestDescription: 'Gosti šalju zahtjev, a Vi svaki prihvaćate ili odbijate.',
    recommended: 'Preporučeno',
    warningTitle: 'Možda ćete dobiti manje rezervacija',
    warningDescription:
      'Gosti često radije rezerviraju odmah. Uz rezervaciju na zahtjev morate na vrijeme odgovoriti na svaki zahtjev.',
    apply: 'Primijeni',
    cancel: 'Odustani',
  },
  toasts: {
    switched: 'Gotovo: Vaše jedinice sada primaju trenutačne rezervacije.',
    kept: 'Gotovo: Vaše preostale jedinice ostaju na zahtjev.',
    failed: 'Došlo je do pogreške. Pokušajte ponovno.',
  },
};
