import type { LocaleNamespace } from '../types';

export const stayRules: LocaleNamespace<'stayRules'> = {
  title: 'Verblijfsregels',
  description:
    'Welke verblijven deze accommodatie aanneemt. Een kanaal dat een verblijf levert dat een van deze regels breekt, krijgt een weigering die de regel noemt.',
  minStay: 'Minimumverblijf (nachten)',
  maxStay: 'Maximumverblijf (nachten)',
  maxStayHelp: 'Laat leeg voor geen maximum.',
  preparation: 'Voorbereidingsdagen tussen verblijven',
  preparationHelp: 'Dagen die na elk verblijf vrij blijven voor schoonmaak en wisseling van gasten.',
  window: 'Boekingsperiode (dagen vooruit)',
  windowHelp: 'Hoe ver vooruit gasten kunnen boeken. Laat leeg voor geen grens.',
  checkInDays: 'Aankomstdagen',
  onlySomeDays: 'Gasten kunnen alleen op bepaalde weekdagen aankomen',
  anyDayHelp: 'Gasten kunnen op elke dag aankomen.',
  seasons: {
    title: 'Regels per seizoen',
    description:
      'Een seizoen kan andere regels vragen voor verblijven die erin beginnen. Een leeg maximum volgt de accommodatie.',
    empty: 'Deze accommodatie heeft geen seizoenen. Voeg ze toe op de pagina Prijs en beschikbaarheid.',
    listLabel: 'Seizoenen',
    dates: '{{start}} tot {{end}}',
    maxStayHelp: 'Laat leeg om de accommodatie te volgen.',
    ownCheckInDays: 'Eigen aankomstdagen in dit seizoen',
    asUnitHelp: 'Aankomstdagen zoals bij de accommodatie.',
  },
};
