import type { LocaleNamespace } from '../types';

export const listingBasics: LocaleNamespace<'listingBasics'> = {
  accommodationTypes: {
    apartment: 'Apartamento',
    house: 'Casa',
    villa: 'Vivenda',
    studio: 'Estúdio',
    room: 'Quarto',
    chalet: 'Chalé',
    bungalow: 'Bungalow',
    cottage: 'Casa de campo',
    mobile_home: 'Casa móvel',
    boat: 'Barco',
    other: 'Outro',
  },
  property: {
    title: 'Que tipo de propriedade está a anunciar?',
    description:
      'Indique como os hóspedes a vão reservar. Só pode alterar esta opção enquanto o anúncio estiver no início.',
    typeLabel: 'Tipo de propriedade',
    single: 'Um único espaço para arrendar',
    singleHelp: 'Os hóspedes reservam o espaço inteiro: um apartamento, uma casa, uma vivenda ou um quarto.',
    multi: 'Várias unidades numa propriedade',
    multiHelp:
      'Os hóspedes reservam uma de várias unidades no mesmo edifício: uma casa de hóspedes, um B&B ou apartamentos.',
    accommodationType: 'Tipo de alojamento',
    accommodationTypeHelp: 'Escolha o que melhor descreve o espaço.',
    typeChangeNotAllowed:
      'Já não é possível alterar o tipo de propriedade, porque uma das suas unidades já passou dos primeiros passos.',
  },
  location: {
    title: 'Onde fica a sua propriedade?',
    description: 'Pesquise a localidade ou a cidade. A rua é adicionada no passo seguinte.',
    searchLabel: 'Localidade ou cidade',
    searchPlaceholder: 'Comece a escrever, p. ex. Lisboa',
    searchHelp: 'Escreva pelo menos 2 caracteres e escolha um local da lista.',
    searching: 'A pesquisar…',
    noResults:
      'Nenhum local corresponde a «{{query}}». Verifique a ortografia ou experimente uma localidade próxima.',
    searchError: 'A pesquisa não está disponível neste momento. Tente novamente daqui a pouco.',
    selected: 'Local selecionado',
    required: 'Escolha um local nos resultados da pesquisa.',
  },
  propertyTitle: {
    title: 'Dê um nome à sua propriedade',
    description: 'Os hóspedes veem este nome acima de todas as unidades.',
    titleLabel: 'Nome da propriedade',
    descriptionLabel: 'Sobre a propriedade',
    descriptionHelp: 'O que as unidades partilham: o edifício, o jardim, a zona.',
  },
  startUnit: {
    title: '{{property}}: vamos configurar a unidade {{number}}',
    untitledProperty: 'A sua propriedade',
    description: 'Cada unidade é reservada separadamente. A seguir, fale-nos desta unidade:',
    next: {
      type: 'o tipo e o nome',
      rooms: 'hóspedes, divisões e camas',
      photos: 'fotos e comodidades',
      price: 'preço e disponibilidade',
    },
  },
  unitType: {
    title: 'Que tipo de unidade é esta?',
    description:
      'Os hóspedes veem o tipo e o nome da unidade quando comparam as unidades da sua propriedade.',
    titleLabel: 'Nome da unidade',
    titleHelp: 'Por exemplo, «Estúdio do jardim» ou «Apartamento 2».',
  },
  guestsInfo: {
    title: 'Hóspedes e divisões',
    description:
      'Quantos hóspedes podem ficar, quantos quartos e casas de banho existem e qual a área do espaço.',
    guests: 'Hóspedes',
    bedrooms: 'Quartos',
    bathrooms: 'Casas de banho',
    roomsHelp: 'As camas de cada quarto são adicionadas no passo seguinte.',
  },
  beds: {
    description: 'Indique as divisões e as camas de cada uma, para que os hóspedes saibam onde vão dormir.',
  },
  photos: {
    needed: 'Adicione pelo menos uma foto para continuar.',
  },
  amenities: {
    description:
      'Assinale o que os hóspedes podem usar. Pode saltar este passo e adicionar as comodidades mais tarde.',
  },
  title: {
    description: 'Um título claro e uma descrição curta ajudam os hóspedes a escolher o seu espaço.',
  },
};
