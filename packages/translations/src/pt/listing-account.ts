import type { LocaleNamespace } from '../types';

export const listingAccount: LocaleNamespace<'listingAccount'> = {
  optional: '(opcional)',
  commission: {
    title: 'Como funciona a comissão',
    description:
      'Anunciar connosco não tem custo fixo. Só cobramos comissão sobre as reservas que recebe através de nós: um anúncio sem reservas não lhe custa nada.',
    variantLabel: 'Quem paga a comissão',
    variants: {
      split: {
        title: 'Partilhada com o hóspede',
        description:
          'Parte da comissão é acrescentada ao preço do hóspede como taxa de serviço; o restante é deduzido do seu recebimento.',
      },
      host_only: {
        title: 'Paga a comissão toda',
        description:
          'Os hóspedes pagam exatamente o preço que definir, sem taxa de serviço; a comissão total é deduzida do seu recebimento.',
      },
      host_only_14_5: {
        title: 'Paga a comissão toda, de 14,5 %',
        description:
          'Os hóspedes pagam exatamente o preço que definir; são deduzidos do seu recebimento 14,5 % fixos de cada reserva.',
      },
    },
  },
  verification: {
    title: 'Verificação de identidade',
    description:
      'As regras de pagamento obrigam-nos a confirmar quem recebe o dinheiro das suas reservas. Saiba o que isso implica.',
    tier: {
      Individual: 'A verificação será feita como particular.',
      Business: 'A sua empresa será verificada como pessoa coletiva.',
    },
    whatTitle: 'O que vamos pedir',
    documentsIntro: 'Consoante a sua situação, um ou mais destes documentos:',
    noDocuments: 'Indicamos os documentos necessários quando iniciar a verificação.',
    documents: {
      id_front: 'Documento de identificação (frente)',
      id_back: 'Documento de identificação (verso)',
      passport: 'Passaporte',
      company_registration: 'Certidão do registo comercial',
      proof_of_address: 'Comprovativo de morada',
      bank_statement: 'Extrato bancário',
    },
    whenTitle: 'Quando',
    when: 'Não agora. Pode concluir e publicar primeiro o seu anúncio; pedimos a verificação antes do seu primeiro recebimento.',
    acknowledge: 'Compreendo que tenho de verificar a minha identidade antes do meu primeiro recebimento.',
  },
  commercialModel: {
    title: 'Como paga para anunciar',
    description:
      'Escolha como nos paga: um plano de subscrição, uma comissão sobre as reservas ou um plano mais pequeno com comissão.',
    modelLabel: 'Modelo de pagamento',
    models: {
      subscription: {
        title: 'Subscrição',
        description:
          'Paga o preço de um plano pelo respetivo período e escolhe o plano na página seguinte. Não cobramos comissão sobre as suas reservas.',
      },
      commission: {
        title: 'Comissão',
        description: 'Sem custo fixo: só cobramos comissão sobre as reservas que recebe através de nós.',
      },
      hybrid: {
        title: 'Plano e comissão',
        description:
          'Paga um plano (escolhido na página seguinte) e uma comissão sobre cada reserva, com a percentagem que escolher abaixo.',
      },
    },
    variantLabel: 'Comissão sobre cada reserva',
    hybridVariants: {
      hybrid_3: '3 %',
      hybrid_7: '7 %',
      hybrid_13: '13 %',
      hybrid_19: '19 %',
    },
  },
  plan: {
    title: 'Escolha o seu plano',
    description: 'Escolha o plano para este anúncio. Na página seguinte, pode adicionar serviços opcionais.',
    planLabel: 'Plano',
    price_one: '{{price}} por {{count}} mês',
    price_many: '{{price}} a cada {{count}} de meses',
    price_other: '{{price}} a cada {{count}} meses',
    includesRankingBoost: 'Inclui melhor posição nas pesquisas',
    extrasCount_one: '{{count}} serviço opcional',
    extrasCount_many: '{{count}} de serviços opcionais',
    extrasCount_other: '{{count}} serviços opcionais',
    none: 'De momento, não há planos disponíveis. Volte mais tarde ou escolha outro modelo de pagamento.',
  },
  planServices: {
    title: 'Adicione serviços ao seu plano',
    description: 'Escolha os serviços opcionais que quer com o plano {{plan}}.',
    payment:
      'Nada é cobrado agora. Paga o plano e os serviços que escolher na finalização da compra, quando a faturação estiver disponível para a sua conta.',
    servicesLabel: 'Serviços opcionais',
    noExtras: 'Este plano não tem serviços opcionais; avance para o passo seguinte.',
    noPlan: 'Escolha primeiro um plano: os serviços dependem dele.',
    choosePlan: 'Escolher plano',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Mostrar o seu número de telefone em sites parceiros',
        description:
          'Os hóspedes que encontram o seu anúncio nos nossos sites parceiros podem ligar-lhe diretamente.',
      },
      displayGuestEmailInMessageCard: {
        title: 'Ver o e-mail dos hóspedes',
        description: 'O endereço de e-mail do hóspede aparece junto das mensagens dele.',
      },
      visibilityBoost: {
        title: 'Destaque de visibilidade',
        description: 'O seu anúncio aparece mais acima nos resultados de pesquisa durante algum tempo.',
      },
      banner: {
        title: 'Banner publicitário',
        description: 'O seu anúncio é publicitado num banner no nosso site.',
      },
      directEmailMarketing: {
        title: 'Marketing por e-mail',
        description: 'O seu anúncio aparece nos e-mails que enviamos aos viajantes.',
      },
      diamond: {
        title: 'Anúncio Diamante',
        description: 'Um selo de diamante faz o seu anúncio sobressair nos resultados de pesquisa.',
      },
      socialPackage: {
        title: 'Pacote de redes sociais',
        description: 'O seu anúncio é promovido nas nossas redes sociais.',
      },
      inquiryMessage: {
        title: 'Mensagem para pedidos de informação',
        description:
          'Os hóspedes que lhe enviam um pedido de informação recebem uma mensagem escrita previamente por si.',
      },
    },
  },
  details: {
    titleIndividual: 'Os seus dados pessoais',
    descriptionIndividual:
      'Precisamos destes dados para lhe pagar e para cumprir as nossas obrigações legais de comunicação. Os hóspedes não os veem.',
    titleCompany: 'Os dados da sua empresa',
    descriptionCompany:
      'Precisamos dos dados da sua empresa para lhe pagar e para cumprir as nossas obrigações legais de comunicação. Os hóspedes não os veem.',
    personLegend: 'Sobre si',
    firstName: 'Nome próprio',
    lastName: 'Apelido',
    email: 'E-mail',
    phoneNumber: 'Número de telefone',
    dateOfBirth: 'Data de nascimento',
    nationality: 'Nacionalidade',
    addressLegend: 'A sua morada',
    companyLegend: 'Empresa',
    legalBusinessName: 'Denominação social',
    accountEmail: 'E-mail da empresa',
    registeredAddressLegend: 'Sede social',
    sameAddress: 'O estabelecimento principal fica na sede social',
    principalAddressLegend: 'Estabelecimento principal',
    taxLegend: 'Dados fiscais',
    vatId: 'Número de IVA',
    userWithoutVatId: 'A minha empresa não tem número de IVA',
    taxId: 'Número de identificação fiscal',
    taxCountry: 'País que emitiu o número fiscal',
    euPermanentEstablishment: 'A minha empresa tem um estabelecimento estável noutro país da UE',
    selectCountry: 'Selecione um país',
    address: {
      country: 'País',
      city: 'Cidade',
      street: 'Rua',
      houseNumberOrName: 'Número de porta ou nome da casa',
      postalCode: 'Código postal',
      state: 'Estado (código, até 3 caracteres)',
      province: 'Província ou região',
    },
  },
  owner: {
    title: 'Proprietário ou representante legal',
    description: 'A pessoa que detém a sua empresa ou que a pode representar legalmente.',
    firstName: 'Nome próprio',
    lastName: 'Apelido',
    email: 'E-mail',
    needsCompany:
      'Introduza primeiro os dados da sua empresa: o proprietário é guardado juntamente com eles.',
    goToCompany: 'Introduzir dados da empresa',
  },
};
