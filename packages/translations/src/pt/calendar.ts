import type { LocaleNamespace } from '../types';

export const calendar: LocaleNamespace<'calendar'> = {
  title: 'Calendário',
  unitPicker: {
    label: 'Unidade',
    untitled: 'Unidade sem título',
    loadError: 'Não foi possível carregar as suas unidades.',
  },
  nav: {
    label: 'Mês',
    previous: 'Mês anterior',
    next: 'Mês seguinte',
    today: 'Hoje',
  },
  grid: {
    label: 'Noites de {{month}}',
    help: 'Arraste sobre as noites, ou clique numa e Shift-clique noutra, para as selecionar. Com o teclado: as setas movem, Shift e uma seta alarga, Enter ou Espaço começa e termina uma seleção, Escape limpa-a.',
  },
  day: {
    available: 'disponível',
    blocked: 'bloqueada',
    noPrice: 'sem preço',
    promoted: '{{promoted}} em vez de {{nightly}}',
    minStay: 'mínimo de {{count}} noites',
    noCheckIn: 'sem chegada',
    season: 'época {{name}}',
    today: 'hoje',
  },
  reason: {
    stay: 'Reservada',
    manual: 'Bloqueada por si',
    external: 'Importada',
    preparation: 'Preparação',
    notice: 'Demasiado cedo',
    window: 'Fora do período de reserva',
    closed: 'Calendário fechado',
  },
  minStayShort: '{{count}}+ noites',
  source: {
    booking: 'Reserva',
    booking_request: 'Pedido de reserva',
    inquiry: 'Pedido de informação',
    inquiry_confirmed: 'Pedido confirmado',
    manual: 'Bloqueada por si',
    external: 'Importada',
    multi: 'Várias estadias',
    channel: 'Outro canal',
  },
  entry: {
    label: '{{source}}: {{name}}, {{dates}}',
    manual: 'Noites bloqueadas',
    conflict: 'Reserva dupla',
    conflictHelp:
      'Estas estadias sobrepõem-se a uma reserva confirmada. Cancele ou mude uma delas e contacte o outro canal para que o hóspede não fique sem alojamento.',
    children: 'Estadias deste grupo',
  },
  entries: {
    title: 'Estadias e bloqueios deste mês',
    empty: 'Sem estadias nem bloqueios este mês.',
  },
  legend: {
    title: 'Legenda',
    preparation: 'Dia de preparação',
    season: 'Época',
    promotion: 'Promoção',
    selected: 'Selecionada',
    conflict: 'Reserva dupla',
  },
  promotions: {
    active: 'Promoção: {{percent}} de desconto',
  },
  selection: {
    region: 'Noites selecionadas',
    summary_one: '{{count}} noite selecionada: {{dates}}',
    summary_many: '{{count}} de noites selecionadas: {{dates}}',
    summary_other: '{{count}} noites selecionadas: {{dates}}',
    clear: 'Limpar seleção',
    block: 'Bloquear',
    unblock: 'Desbloquear',
    price: 'Preço por noite',
    priceHelp: 'Em {{currency}}, por cada noite selecionada.',
    setPrice: 'Definir preço',
    resetPrice: 'Usar o preço predefinido',
    minStay: 'Estadia mínima',
    maxStay: 'Estadia máxima',
    stayHelp: 'Em noites; deixe vazio para a regra da unidade.',
    setStay: 'Definir estadias',
    stayLimits: 'Duração da estadia',
    saved: 'Calendário atualizado.',
  },
  status: {
    label: 'Estado do calendário',
    AVAILABLE: 'Aberto',
    AVAILABLEDescription: 'Os hóspedes podem reservar todas as noites que não bloqueou.',
    NEUTRAL: 'Ainda por decidir',
    NEUTRALDescription:
      'Ainda não abriu nem fechou este calendário. Até escolher, as noites seguem os seus bloqueios e regras de estadia.',
    BLOCKED: 'Fechado',
    BLOCKEDDescription:
      'Todas as noites estão bloqueadas. Os hóspedes não podem reservar até voltar a abrir o calendário.',
    PAUSED: 'Em pausa',
    PAUSEDDescription:
      'Sem novas reservas durante a pausa; as estadias que já tem mantêm-se. Retome quando quiser.',
    saved: 'Estado do calendário alterado.',
  },
  states: {
    loading: 'A carregar o calendário…',
    loadError: 'Não foi possível carregar o calendário.',
    noPrice:
      'Esta unidade ainda não tem preço por noite. Defina-o na página de preços da unidade e o calendário mostrá-lo-á em cada noite.',
    setPrice: 'Definir um preço',
  },
};
