import type { LocaleNamespace } from '../types';

export const stayRules: LocaleNamespace<'stayRules'> = {
  title: 'Reglas de estancia',
  description:
    'Qué estancias acepta esta unidad. Un canal que envíe una estancia que incumpla una de estas reglas recibe un rechazo que la nombra.',
  minStay: 'Estancia mínima (noches)',
  maxStay: 'Estancia máxima (noches)',
  maxStayHelp: 'Déjalo vacío para no fijar un máximo.',
  preparation: 'Días de preparación entre estancias',
  preparationHelp: 'Días que quedan libres tras cada estancia para limpieza y cambio de huéspedes.',
  window: 'Ventana de reserva (días de antelación)',
  windowHelp: 'Con cuánta antelación pueden reservar los huéspedes. Déjalo vacío para no fijar un límite.',
  checkInDays: 'Días de llegada',
  onlySomeDays: 'Los huéspedes solo pueden llegar ciertos días de la semana',
  anyDayHelp: 'Los huéspedes pueden llegar cualquier día.',
  seasons: {
    title: 'Reglas por temporada',
    description:
      'Una temporada puede pedir otras reglas para las estancias que empiezan en ella. Un máximo vacío sigue a la unidad.',
    empty: 'Esta unidad no tiene temporadas. Añádelas en la página de precio y disponibilidad.',
    listLabel: 'Temporadas',
    dates: 'Del {{start}} al {{end}}',
    maxStayHelp: 'Déjalo vacío para seguir a la unidad.',
    ownCheckInDays: 'Días de llegada propios en esta temporada',
    asUnitHelp: 'Días de llegada como en la unidad.',
  },
};
