import type { LocaleNamespace } from '../types';

export const staff: LocaleNamespace<'staff'> = {
  banner: {
    title: 'Modo de representação',
    actingAs: 'Está a agir como {{name}}. Todas as alterações ficam registadas na sua conta de equipa.',
    stop: 'Terminar representação',
  },
  frame: {
    navLabel: 'Navegação da equipa',
    signedInAs: 'Sessão iniciada como {{name}} (equipa)',
    logout: 'Terminar sessão',
  },
  page: {
    title: 'Equipa',
    description: 'Encontre um anfitrião e aja em nome dele para o ajudar com a conta.',
  },
  active: {
    title: 'A agir como {{name}}',
    none: 'Não está a agir como nenhum anfitrião.',
    stop: 'Terminar representação',
    error: 'Não foi possível carregar a representação atual.',
  },
  search: {
    label: 'Pesquisar anfitriões',
    placeholder: 'Nome ou e-mail',
  },
  results: {
    loading: 'A carregar anfitriões',
    error: 'Não foi possível carregar os anfitriões.',
    empty: 'Ainda não há anfitriões.',
    noMatch: 'Nenhum anfitrião corresponde a «{{search}}».',
    count_one: '{{count}} anfitrião',
    count_many: '{{count}} de anfitriões',
    count_other: '{{count}} anfitriões',
    actAs: 'Agir como este anfitrião',
    actAsLabel: 'Agir como {{name}}',
  },
  hostType: {
    company: 'Empresa',
    individual: 'Particular',
    private: 'Particular',
  },
  pagination: {
    page: 'Página {{page}}',
    first: 'Primeira página',
    previous: 'Página anterior',
    next: 'Página seguinte',
    last: 'Última página',
  },
};
