import type { LocaleNamespace } from '../types';

export const calendar: LocaleNamespace<'calendar'> = {
  title: 'Calendario',
  unitPicker: {
    label: 'Unidad',
    untitled: 'Unidad sin título',
    loadError: 'No se pudieron cargar tus unidades.',
  },
  nav: {
    label: 'Mes',
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    today: 'Hoy',
  },
  grid: {
    label: 'Noches de {{month}}',
    help: 'Arrastra sobre las noches, o haz clic en una y mayúsculas-clic en otra, para seleccionarlas. Con el teclado: las flechas mueven, Mayús y una flecha amplía, Intro o Espacio empieza y termina una selección, Escape la borra.',
  },
  day: {
    available: 'disponible',
    blocked: 'bloqueada',
    noPrice: 'sin precio',
    promoted: '{{promoted}} en lugar de {{nightly}}',
    minStay: 'mínimo {{count}} noches',
    noCheckIn: 'sin llegada',
    season: 'temporada {{name}}',
    today: 'hoy',
  },
  reason: {
    stay: 'Reservada',
    manual: 'Bloqueada por ti',
    external: 'Importada',
    preparation: 'Preparación',
    notice: 'Demasiado pronto',
    window: 'Fuera del plazo de reserva',
    closed: 'Calendario cerrado',
  },
  minStayShort: '{{count}}+ noches',
  source: {
    booking: 'Reserva',
    booking_request: 'Solicitud de reserva',
    inquiry: 'Consulta',
    inquiry_confirmed: 'Consulta confirmada',
    manual: 'Bloqueada por ti',
    external: 'Importada',
    multi: 'Varias estancias',
    channel: 'Otro canal',
  },
  entry: {
    label: '{{source}}: {{name}}, {{dates}}',
    manual: 'Noches bloqueadas',
    conflict: 'Doble reserva',
    conflictHelp:
      'Estas estancias se solapan con una reserva confirmada. Cancela o mueve una de ellas y avisa al otro canal para que el huésped no se quede sin alojamiento.',
    children: 'Estancias de este grupo',
  },
  entries: {
    title: 'Estancias y bloqueos de este mes',
    empty: 'No hay estancias ni bloqueos este mes.',
  },
  legend: {
    title: 'Leyenda',
    preparation: 'Día de preparación',
    season: 'Temporada',
    promotion: 'Promoción',
    selected: 'Seleccionada',
    conflict: 'Doble reserva',
  },
  promotions: {
    active: 'Promoción: {{percent}} de descuento',
  },
  selection: {
    region: 'Noches seleccionadas',
    summary_one: '{{count}} noche seleccionada: {{dates}}',
    summary_many: '{{count}} de noches seleccionadas: {{dates}}',
    summary_other: '{{count}} noches seleccionadas: {{dates}}',
    clear: 'Borrar selección',
    block: 'Bloquear',
    unblock: 'Desbloquear',
    price: 'Precio por noche',
    priceHelp: 'En {{currency}}, por cada noche seleccionada.',
    setPrice: 'Fijar precio',
    resetPrice: 'Usar el precio predeterminado',
    minStay: 'Estancia mínima',
    maxStay: 'Estancia máxima',
    stayHelp: 'En noches; déjalo vacío para la regla de la unidad.',
    setStay: 'Fijar estancias',
    stayLimits: 'Duración de la estancia',
    saved: 'Calendario actualizado.',
  },
  status: {
    label: 'Estado del calendario',
    AVAILABLE: 'Abierto',
    AVAILABLEDescription: 'Los huéspedes pueden reservar cualquier noche que no hayas bloqueado.',
    NEUTRAL: 'Sin decidir',
    NEUTRALDescription:
      'Aún no has abierto ni cerrado este calendario. Hasta que elijas, las noches siguen tus bloqueos y reglas de estancia.',
    BLOCKED: 'Cerrado',
    BLOCKEDDescription:
      'Todas las noches están bloqueadas. Los huéspedes no pueden reservar hasta que vuelvas a abrir el calendario.',
    PAUSED: 'En pausa',
    PAUSEDDescription:
      'No hay reservas nuevas mientras está en pausa; las estancias que ya tienes se mantienen. Reanuda cuando quieras.',
    saved: 'Estado del calendario cambiado.',
  },
  states: {
    loading: 'Cargando el calendario…',
    loadError: 'No se pudo cargar el calendario.',
    noPrice:
      'Esta unidad aún no tiene precio por noche. Fíjalo en la página de precios de la unidad y el calendario lo mostrará en cada noche.',
    setPrice: 'Fijar un precio',
  },
};
