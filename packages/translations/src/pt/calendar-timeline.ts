import type { LocaleNamespace } from '../types';

export const calendarTimeline: LocaleNamespace<'calendarTimeline'> = {
  title: 'Todas as unidades',
  subtitle:
    'Cada unidade como uma linha de noites: selecione unidades e noites para as alterar de uma só vez.',
  loading: 'A carregar os calendários das suas unidades',
  errorTitle: 'Não foi possível carregar os calendários',
  errorDescription: 'Verifique a ligação e tente novamente.',
  emptyTitle: 'Ainda não há unidades',
  emptyDescription: 'Publique um alojamento para ver aqui o seu calendário.',
  listProperty: 'Publicar um alojamento',
};
