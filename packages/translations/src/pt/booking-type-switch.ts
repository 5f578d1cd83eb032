import type { LocaleNamespace } from '../types';

export const bookingTypeSwitch: LocaleNamespace<'bookingTypeSwitch'> = {
  task: {
    title: 'Deixe os hóspedes reservar de imediato todas as suas unidades',
    description:
      'Algumas das suas unidades ainda são reservadas mediante pedido, pelo que os hóspedes esperam pela sua resposta. Escolha como serão reservadas as restantes unidades.',
    action: 'Escolher tipo de reserva',
  },
  dialog: {
    title: 'Como devem os hóspedes reservar as suas restantes unidades?',
    description:
      'Aplica-se a cada unidade que ainda é reservada mediante pedido. Mais tarde pode alterar uma unidade nas respetivas definições.',
    choiceLabel: 'Tipo de reserva das restantes unidades',
    onLine: 'Mudar todas para reserva imediata',
    onLineDescription:
      'Os hóspedes reservam de imediato, sem esperar pela sua resposta. Os anúncios com esta opção recebem mais reservas.',
    onRequest: 'Mantê-las mediante pedido',
    onRequestDescription: 'Os hóspedes enviam um pedido e decide se aceita ou recusa cada um.',
    recommended: 'Recomendada',
    warningTitle: 'Pode receber menos reservas',
    warningDescription:
      'Muitos hóspedes preferem reservar de imediato. Com a reserva mediante pedido, tem de responder a tempo a cada pedido.',
    apply: 'Aplicar',
    cancel: 'Cancelar',
  },
  toasts: {
    switched: 'Concluído: as suas unidades já aceitam reserva imediata.',
    kept: 'Concluído: as suas restantes unidades continuam mediante pedido.',
    failed: 'Ocorreu um erro. Tente novamente.',
  },
};
