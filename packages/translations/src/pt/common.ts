import type { LocaleNamespace } from '../types';

export const common: LocaleNamespace<'common'> = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Recarregar',
    goHome: 'Ir para a página inicial',
    tryAgain: 'Tentar novamente',
    close: 'Fechar',
  },
  unsavedChanges: {
    confirmLeave: 'Tem alterações por guardar. Sair desta página e perdê-las?',
  },
  soon: {
    badge: 'Em breve',
    description: '(disponível em breve)',
  },
  states: {
    loading: 'A carregar',
    offline: 'Está sem ligação. As alterações só serão guardadas quando a ligação voltar.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Ocorreu um erro. Tente novamente.',
    },
  },
  titles: {
    home: 'Resumo',
    reservations: 'Reservas',
    bookingDetails: 'Detalhes da reserva',
    bookingRequestDetails: 'Pedido de reserva',
    bookingRequestConfirmation: 'Confirmar pedido de reserva',
    inquiry: 'Pedido de informação',
    messages: 'Mensagens',
    calendar: 'Calendário',
    properties: 'Propriedades',
    property: 'Propriedade',
    unit: 'Definições da unidade',
    manageSubscription: 'Gerir subscrição',
    checklist: 'Lista de verificação',
    listing: 'Adicionar a sua propriedade',
    listingEligibility: 'Verificar elegibilidade',
    listingCompleted: 'Anúncio enviado',
    listingPreview: 'Pré-visualização do anúncio',
    insights: 'Estatísticas',
    account: 'Conta',
    verification: 'Verificação',
    legal: 'Informação legal',
    featureToggle: 'Gestão de funcionalidades',
    guest: 'Área do hóspede',
    staff: 'Equipa',
    notFound: 'Página não encontrada',
    serverError: 'Erro do servidor',
    signIn: 'Iniciar sessão',
    signOut: 'Terminar sessão',
  },
};
