import type { LocaleNamespace } from '../types';

export const stayRules: LocaleNamespace<'stayRules'> = {
  title: 'Regras de estadia',
  description:
    'Que estadias esta unidade aceita. Um canal que envie uma estadia que quebre uma destas regras recebe uma recusa que a indica.',
  minStay: 'Estadia mínima (noites)',
  maxStay: 'Estadia máxima (noites)',
  maxStayHelp: 'Deixe vazio para não haver máximo.',
  preparation: 'Dias de preparação entre estadias',
  preparationHelp: 'Dias deixados livres após cada estadia para limpeza e troca de hóspedes.',
  window: 'Janela de reserva (dias de antecedência)',
  windowHelp: 'Com quanta antecedência os hóspedes podem reservar. Deixe vazio para não haver limite.',
  checkInDays: 'Dias de chegada',
  onlySomeDays: 'Os hóspedes só podem chegar em certos dias da semana',
  anyDayHelp: 'Os hóspedes podem chegar em qualquer dia.',
  seasons: {
    title: 'Regras por época',
    description:
      'Uma época pode pedir outras regras para as estadias que nela começam. Um máximo vazio segue a unidade.',
    empty: 'Esta unidade não tem épocas. Adicione-as na página Preço e disponibilidade.',
    listLabel: 'Épocas',
    dates: 'De {{start}} a {{end}}',
    maxStayHelp: 'Deixe vazio para seguir a unidade.',
    ownCheckInDays: 'Dias de chegada próprios nesta época',
    asUnitHelp: 'Dias de chegada como na unidade.',
  },
};
