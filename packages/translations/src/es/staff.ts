import type { LocaleNamespace } from '../types';

export const staff: LocaleNamespace<'staff'> = {
  banner: {
    title: 'Modo suplantación',
    actingAs: 'Estás actuando como {{name}}. Todos los cambios quedan registrados con tu cuenta de personal.',
    stop: 'Dejar de suplantar',
  },
  frame: {
    navLabel: 'Navegación del personal',
    signedInAs: 'Sesión iniciada como {{name}} (personal)',
    logout: 'Cerrar sesión',
  },
  page: {
    title: 'Personal',
    description: 'Busca un anfitrión y actúa en su nombre para ayudarle con su cuenta.',
  },
  active: {
    title: 'Actuando como {{name}}',
    none: 'No estás actuando como ningún anfitrión.',
    stop: 'Dejar de suplantar',
    error: 'No se ha podido cargar la suplantación actual.',
  },
  search: {
    label: 'Buscar anfitriones',
    placeholder: 'Nombre o correo electrónico',
  },
  results: {
    loading: 'Cargando anfitriones',
    error: 'No se han podido cargar los anfitriones.',
    empty: 'Todavía no hay anfitriones.',
    noMatch: 'Ningún anfitrión coincide con «{{search}}».',
    count_one: '{{count}} anfitrión',
    count_many: '{{count}} de anfitriones',
    count_other: '{{count}} anfitriones',
    actAs: 'Actuar como este anfitrión',
    actAsLabel: 'Actuar como {{name}}',
  },
  hostType: {
    company: 'Empresa',
    individual: 'Particular',
    private: 'Particular',
  },
  pagination: {
    page: 'Página {{page}}',
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
  },
};
