import type { LocaleNamespace } from '../types';

export const errors: LocaleNamespace<'errors'> = {
  calendar: {
    overlapsStay:
      'Algumas destas noites estão ocupadas por uma reserva, um pedido ou uma consulta confirmada. Escolha noites livres.',
    notManuallyBlocked:
      'Aqui só é possível desbloquear as noites que bloqueou. As noites importadas mudam através do respetivo feed de calendário.',
    rangeTooLong: 'Escolha no máximo dois anos de noites de cada vez.',
    maxStayBelowMin: 'A estadia máxima não pode ser mais curta do que a estadia mínima.',
    feedChannelKeyNotFound: 'Não encontrámos esta chave API entre as que usa. Escolha uma da lista.',
    feedNotFound: 'Não encontrámos este calendário importado.',
    tooManyFeeds: 'Uma unidade pode importar no máximo 10 calendários. Remova um antes de adicionar outro.',
    feedUnreachable:
      'Não foi possível aceder ao endereço do calendário ou este respondeu com um erro. Verifique o endereço e tente novamente.',
    feedTimeout:
      'O endereço do calendário demorou demasiado a responder. Tentaremos novamente na próxima atualização.',
    feedTooLarge: 'Este calendário é demasiado grande para importar (mais de 2 MB).',
    feedAddressRefused:
      'Este endereço aponta para uma rede privada ou local, à qual nunca nos ligamos. Utilize o link iCal público fornecido pelo canal.',
    feedBadRedirect:
      'O endereço do calendário redirecionou demasiadas vezes ou para algo que não é um endereço web.',
    feedNotCalendar:
      'Este endereço não devolveu um calendário iCal. Copie o link de exportação iCal (.ics) do canal.',
  },
  channel: {
    apiKeyNotFound: 'Não encontrámos esta chave de API.',
    unitNotFound: 'Não encontrámos este alojamento entre os seus.',
    idempotencyKeyReused: 'Esta chave de idempotência já foi usada para outro pedido. Use uma chave nova.',
  },
  common: {
    validation: 'Alguns campos não são válidos. Verifique-os e tente novamente.',
    unauthorized: 'A sua sessão terminou. Inicie sessão novamente.',
    forbidden: 'Não tem permissão para fazer isto.',
    notFound: 'Não encontrámos o que procurava.',
    conflict: 'Isto foi alterado entretanto. Recarregue e tente novamente.',
    preconditionFailed:
      'Outra pessoa guardou isto entretanto. Recarregue para ver as alterações dela ou guarde as suas por cima.',
    payloadTooLarge: 'O ficheiro ou o texto é demasiado grande.',
    tooManyRequests: 'Demasiadas tentativas. Aguarde um momento e tente novamente.',
    internal: 'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
    network: 'Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.',
    notImplemented: 'Esta parte do Hostdeck ainda não está disponível.',
    unsupportedMediaType: 'Este tipo de ficheiro não é aceite aqui.',
  },
  validation: {
    controlCharacter: 'Este texto contém um carácter de controlo. Remova-o e tente novamente.',
    loneSurrogate: 'Este texto contém um carácter inválido. Remova-o e tente novamente.',
    minimumNoticeDays:
      'As unidades com reserva mediante pedido precisam de uma antecedência mínima de 2 dias, para ter tempo de responder.',
    registrationNumber: 'Este número de registo não corresponde ao formato do país da propriedade.',
  },
  user: {
    notFound: 'Não encontrámos esta conta.',
    commercialModelLocked:
      'O seu modelo comercial fica definido quando conclui a configuração inicial. Pode alterá-lo nas definições da conta.',
  },
  stayRules: {
    minStay: 'Esta estadia é mais curta do que a estadia mínima para estas datas.',
    maxStay: 'Esta estadia é mais longa do que a estadia máxima para estas datas.',
    notice: 'Esta chegada é demasiado cedo: o alojamento pede mais antecedência.',
    window: 'Esta chegada está mais à frente do que o alojamento aceita reservas.',
    checkInDay: 'Neste alojamento os hóspedes não podem chegar neste dia da semana.',
    preparation:
      'Esta estadia está demasiado perto de outra: o alojamento mantém dias de preparação entre estadias.',
  },
  staff: {
    impersonationRequired: 'Primeiro, escolha na página da equipa o anfitrião em nome de quem quer agir.',
    hostNotFound: 'Não encontrámos este anfitrião.',
  },
  notifications: {
    notFound: 'Não encontrámos esta notificação.',
  },
  properties: {
    notFound: 'Não encontrámos esta propriedade.',
    deleteNotAllowed: 'Anule a publicação de todas as unidades desta propriedade antes de a eliminar.',
    singleUnitExists: 'Uma propriedade de unidade individual já tem a sua unidade.',
    typeChangeNotAllowed:
      'O tipo de propriedade só pode ser alterado enquanto o anúncio da sua única unidade ainda estiver em curso.',
  },
  units: {
    notFound: 'Não encontrámos esta unidade.',
    deleteNotAllowed: 'Esta unidade não pode ser eliminada no estado atual.',
    notPublishable:
      'Esta unidade ainda não pode ser publicada: corrija primeiro os campos assinalados como inválidos.',
    publishNotAllowed: 'Esta unidade não pode ser publicada no estado atual.',
    unpublishNotAllowed: 'Só é possível anular a publicação de uma unidade publicada.',
    listingIncomplete: 'Alguns passos do anúncio ainda não estão concluídos. Conclua-os antes de publicar.',
    stepIncomplete: 'Conclua este passo antes de publicar.',
    stepDataMissing: 'Falta informação deste passo. Abra o passo e guarde-o novamente.',
    bedRequired: 'Adicione pelo menos uma cama, para que os hóspedes saibam onde vão dormir.',
  },
  photos: {
    notFound: 'Não encontrámos esta foto.',
    tooLarge: 'A foto é demasiado grande para ser carregada.',
    unsupportedType: 'Este tipo de ficheiro não é suportado. Carregue uma foto JPEG, PNG ou WebP.',
    tooSmall: 'A foto é demasiado pequena. Carregue uma maior.',
    dimensionsTooLarge: 'A foto é demasiado larga ou demasiado alta.',
    fileMissing: 'Escolha uma foto para carregar.',
    orderMismatch: 'As fotos foram alteradas entretanto. Recarregue a página e tente novamente.',
    limitReached: 'Esta unidade já tem o número máximo de fotos.',
  },
  promotions: {
    discountNotOffered: 'Este desconto não está disponível para esta promoção.',
  },
  regionalRequirements: {
    required: 'Esta informação é obrigatória nesta região.',
    invalidFormat: 'Este valor não tem o formato exigido pela região.',
    unknownField: 'Este campo não faz parte dos requisitos desta região.',
  },
  listing: {
    unknownPlan: 'Este plano não está disponível. Escolha um dos planos apresentados.',
    serviceNotInPlan: 'Este serviço não faz parte do plano escolhido.',
  },
  publicListing: {
    notFound: 'Este anúncio não está disponível.',
  },
  messaging: {
    channelNotFound: 'Não encontrámos esta conversa.',
    savedReplyNotFound: 'Não encontrámos esta resposta guardada.',
    savedReplyOrderMismatch:
      'As respostas guardadas mudaram entretanto. Volte a carregá-las e tente novamente.',
    tooManySavedReplies: 'Pode guardar até 50 respostas. Elimine uma para adicionar outra.',
  },
  reservations: {
    requestNotFound: 'Não foi possível encontrar este pedido de reserva.',
    bookingNotFound: 'Não foi possível encontrar esta reserva.',
    inquiryNotFound: 'Não foi possível encontrar este pedido de informação.',
    alreadyDecided: 'Já foi dada uma resposta. Recarregue a página para ver o estado atual.',
    datesTaken: 'Algumas destas noites já não estão livres: outra estadia ocupa-as.',
    notCancellable: 'Esta reserva já não pode ser cancelada.',
    explanationRequired: 'Acrescente algumas palavras de explicação para este motivo.',
  },
};
