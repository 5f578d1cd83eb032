import type { LocaleNamespace } from '../types';

export const tour: LocaleNamespace<'tour'> = {
  close: 'Fechar',
  welcome: {
    title: 'Boas-vindas ao seu novo painel',
    description: 'A sua conta passou para o Hostdeck. Veja em vídeos curtos onde fica agora cada coisa.',
    later: 'Talvez mais tarde',
    seeAll: 'Ver todos os tutoriais',
  },
  list: {
    title: 'Tutoriais',
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: 'Os vídeos não estão disponíveis nesta instalação.',
    unavailableLabel: '{{title}}: vídeo não disponível nesta instalação',
    back: 'Voltar aos tutoriais',
  },
  videos: {
    welcome: { title: 'Boas-vindas', description: 'Uma visita rápida ao seu painel.' },
    modifyPrices: {
      title: 'Alterar preços',
      description: 'Altere os preços por noite, as épocas e as promoções.',
    },
    modifyAvailabilities: {
      title: 'Alterar disponibilidade',
      description: 'Abra e bloqueie datas no calendário.',
    },
    editProperty: {
      title: 'Editar a minha propriedade',
      description: 'Atualize fotos, comodidades e descrições.',
    },
    manageSubscriptions: {
      title: 'Gerir subscrições',
      description: 'Veja o seu plano, os destaques e os créditos.',
    },
    accessProfile: {
      title: 'Aceder ao meu perfil',
      description: 'Encontre o seu perfil e as definições de faturação e de recebimentos.',
    },
  },
};
