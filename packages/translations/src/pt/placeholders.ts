import type { LocaleNamespace } from '../types';

export const placeholders: LocaleNamespace<'placeholders'> = {
  comingSoon: {
    description: 'Esta secção chega numa versão futura.',
    backHome: 'Voltar à página inicial',
  },
  sections: {
    reservations: 'Reservas',
    bookings: 'Detalhes da reserva',
    bookingRequests: 'Pedidos de reserva',
    inquiries: 'Pedidos de informação',
    messages: 'Mensagens',
    calendar: 'Calendário',
    properties: 'Propriedades',
    units: 'Definições da unidade',
    subscriptions: 'Subscrições',
    checklist: 'Lista de verificação',
    listing: 'Anunciar a sua propriedade',
    insights: 'Estatísticas',
    account: 'Conta',
    verification: 'Verificação',
    legal: 'Informação legal',
    featureToggle: 'Gestão de funcionalidades',
    guest: 'Área do hóspede',
  },
};
