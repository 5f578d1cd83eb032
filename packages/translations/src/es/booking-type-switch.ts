import type { LocaleNamespace } from '../types';

export const bookingTypeSwitch: LocaleNamespace<'bookingTypeSwitch'> = {
  task: {
    title: 'Deja que los huéspedes reserven al momento todas tus unidades',
    description:
      'Algunas de tus unidades aún se reservan bajo petición, así que los huéspedes esperan tu respuesta. Elige cómo se reservarán las unidades restantes.',
    action: 'Elegir tipo de reserva',
  },
  dialog: {
    title: '¿Cómo deben reservar los huéspedes tus unidades restantes?',
    description:
      'Se aplica a cada unidad que aún se reserva bajo petición. Más adelante puedes cambiar una unidad concreta en sus ajustes.',
    choiceLabel: 'Tipo de reserva de las unidades restantes',
    onLine: 'Pasar todas a reserva inmediata',
    onLineDescription:
      'Los huéspedes reservan al momento, sin esperar tu respuesta. Los anuncios que la ofrecen consiguen más reservas.',
    onRequest: 'Mantenerlas bajo petición',
    onRequestDescription: 'Los huéspedes envían una solicitud y tú decides si la aceptas o la rechazas.',
    recommended: 'Recomendada',
    warningTitle: 'Puede que consigas menos reservas',
    warningDescription:
      'Muchos huéspedes prefieren reservar al momento. Con la reserva bajo petición debes responder a tiempo a cada solicitud.',
    apply: 'Aplicar',
    cancel: 'Cancelar',
  },
  toasts: {
    switched: 'Hecho: tus unidades ya admiten la reserva inmediata.',
    kept: 'Hecho: tus unidades restantes siguen bajo petición.',
    failed: 'Se ha producido un error. Inténtalo de nuevo.',
  },
};
