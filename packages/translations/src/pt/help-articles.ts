import type { LocaleNamespace } from '../types';

export const helpArticles: LocaleNamespace<'helpArticles'> = {
  'choosing-your-property-type': {
    title: 'Unidade individual ou várias unidades: escolher o tipo de propriedade',
    paragraphs: {
      p1: 'Escolha a opção de unidade individual quando os hóspedes arrendam o espaço inteiro num único anúncio: uma casa, um apartamento, um chalé. Escolha a opção de várias unidades quando o mesmo edifício ou espaço reúne diversas unidades arrendadas em separado, como os apartamentos de um aldeamento ou os quartos de uma casa de hóspedes.',
      p2: 'Numa propriedade com várias unidades, o nome e a morada são comuns, e cada unidade tem as suas próprias divisões, fotos, preços e calendário. Pode adicionar outras unidades depois, sem voltar a introduzir a morada.',
      p3: 'Só pode trocar uma opção pela outra enquanto o anúncio da primeira unidade estiver em curso. Depois de enviar uma unidade, o tipo já não pode ser alterado, porque os preços, os calendários e as reservas dependem dele.',
    },
  },
  'how-multi-unit-properties-work': {
    title: 'Como funcionam as propriedades com várias unidades',
    paragraphs: {
      p1: 'Numa propriedade com várias unidades, cada unidade tem o seu próprio anúncio: os hóspedes reservam uma unidade, não o edifício. Dê a cada unidade um tipo e um nome claros, para que os hóspedes as distingam, por exemplo, «Estúdio com varanda» e «Apartamento T2».',
      p2: 'Mesmo as unidades idênticas precisam de um anúncio próprio, porque cada uma tem o seu calendário. Anunciar a primeira unidade com cuidado poupa tempo: as seguintes começam diretamente no passo da unidade, sem repetir os detalhes da propriedade.',
    },
  },
  'entering-your-address': {
    title: 'Introduzir a morada da propriedade',
    paragraphs: {
      p1: 'Comece a escrever a rua e a localidade e escolha a sugestão correspondente; o formulário preenche automaticamente os campos que consegue. Confirme o número de porta ou o nome da casa e o código postal, que as sugestões às vezes omitem.',
      p2: 'Os campos seguem as convenções do país que escolher. Alguns países pedem uma região ou província; se o seu país não as usa, o formulário não mostra esse campo.',
      p3: 'Os hóspedes só veem a morada exata depois de reservarem. Até lá, os anúncios mostram apenas a zona, por isso indicar a morada exata nunca põe em risco a sua privacidade.',
    },
  },
  'why-the-exact-location-matters': {
    title: 'Porque é que a localização exata é importante para os hóspedes',
    paragraphs: {
      p1: 'Os hóspedes filtram pela distância à praia, ao centro histórico ou às pistas de esqui. Uma morada exata põe o seu anúncio nas pesquisas certas e evita hóspedes desiludidos, que esperavam outra coisa.',
      p2: 'Uma morada impossível de encontrar atrasa a análise do seu anúncio. Se o seu espaço não tiver número de porta, use o nome da casa ou do edifício e explique como lá chegar no texto do anúncio.',
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Definir o número de hóspedes e as divisões',
    paragraphs: {
      p1: 'Indique o número máximo de hóspedes que aceita, incluindo as crianças. Esse número deve corresponder às camas que indicar: os hóspedes comparam as duas coisas, e uma discrepância é o motivo mais comum de perguntas antes da reserva.',
      p2: 'Adicione todos os quartos e casas de banho e também a sala de estar ou a cozinha, se os hóspedes as usarem. A área da unidade é opcional, mas ajuda os hóspedes a comparar anúncios semelhantes.',
    },
  },
  'describing-beds': {
    title: 'Descrever as camas e onde dormem os hóspedes',
    paragraphs: {
      p1: 'Em cada divisão, adicione as camas que lá existem, por tipo: cama de casal, cama de solteiro, beliche ou sofá-cama. Quem viaja com amigos ou em família repara bem em quantas pessoas podem dormir em camas separadas.',
      p2: 'Indique apenas as camas que estão sempre disponíveis. Se puder acrescentar um berço ou uma cama extra a pedido, não os inclua aqui: refira-o na descrição, para que ninguém conte com uma cama que pode não estar livre.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Sofás-cama, berços e camas extra',
    paragraphs: {
      p1: 'Um sofá-cama na sala aumenta a capacidade, mas os hóspedes dão mais valor a quartos propriamente ditos. Só conte os sofás-cama no número máximo de hóspedes se forem confortáveis para adultos.',
      p2: 'Indique na descrição se há berço ou cadeira de refeição para bebé e se têm custo adicional. As famílias usam este filtro, e uma resposta clara poupa-lhe uma mensagem.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: 'Tirar fotos que trazem reservas',
    paragraphs: {
      p1: 'Fotografe com luz do dia, com as luzes acesas e as cortinas abertas. Segure a câmara à altura do peito e mantenha as linhas verticais direitas; as fotos em grande angular tiradas de um canto são as que melhor mostram uma divisão.',
      p2: 'Arrume cada divisão antes de a fotografar: superfícies livres, camas feitas, toalhas dobradas. Inclua todos os quartos e casas de banho, a cozinha, o espaço exterior e a vista, se a tiver.',
      p3: 'Carregue pelo menos cinco fotos na horizontal. As imagens grandes e nítidas são as que ficam melhor; ao carregar, o sistema avisa se um ficheiro é demasiado pequeno ou de um tipo não aceite.',
    },
  },
  'choosing-and-ordering-photos': {
    title: 'Escolher e ordenar as fotos',
    paragraphs: {
      p1: 'A primeira foto é a capa: aparece nos resultados de pesquisa, por isso escolha a imagem mais convidativa do espaço, muitas vezes a sala ou a vista.',
      p2: 'Ordene as restantes como numa visita: zonas de estar, quartos, casas de banho, cozinha e, por fim, o espaço exterior e os arredores. Retire as fotos quase repetidas; dez fotos variadas valem mais do que trinta parecidas.',
    },
  },
  'amenities-guests-look-for': {
    title: 'As comodidades que os hóspedes mais procuram',
    paragraphs: {
      p1: 'Wi-Fi, estacionamento, ar condicionado, máquina de lavar roupa e cozinha totalmente equipada estão entre os filtros que os hóspedes mais usam. Se tiver estas comodidades, assinale-as: uma comodidade por assinalar deixa o seu anúncio de fora dessas pesquisas.',
      p2: 'Os espaços exteriores, como piscina, jardim, terraço ou churrasqueira, pesam muito na escolha de um alojamento de férias. Outro filtro muito usado é o de animais de estimação permitidos: se os aceitar, vale a pena assinalá-lo.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Indicar as comodidades com rigor',
    paragraphs: {
      p1: 'Assinale apenas o que os hóspedes podem usar durante toda a estadia. Uma piscina partilhada ou um lugar de estacionamento a poucos minutos a pé também contam, mas indique isso na descrição.',
      p2: 'Comodidades corretas trazem melhores avaliações: os hóspedes raramente se queixam da falta de um extra que não lhes foi prometido, mas queixam-se quando falta algo que está no anúncio.',
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Escrever um título e uma descrição que se destaquem',
    paragraphs: {
      p1: 'Um bom título indica o tipo de espaço e o seu ponto forte: «Casa de pedra com vista de mar e piscina» diz mais do que «Casa de férias». Evite maiúsculas e pontos de exclamação.',
      p2: 'Na descrição, comece pelo que torna a estadia especial e descreva depois as divisões, os arredores e como lá chegar. Parágrafos curtos leem-se bem no telemóvel.',
      p3: 'Refira as regras da casa e os pormenores que pesam na decisão de reservar, como escadas, horas de silêncio ou se o espaço é adequado a crianças pequenas.',
    },
  },
  'setting-your-nightly-price': {
    title: 'Definir o preço por noite',
    paragraphs: {
      p1: 'Veja anúncios semelhantes na zona para as datas que quer preencher e comece com um preço um pouco abaixo do deles: as primeiras avaliações valem mais do que os últimos euros das primeiras reservas.',
      p2: 'O preço por noite é o seu preço base. As épocas podem subi-lo ou baixá-lo nos períodos que escolher e as promoções aplicam descontos sobre ele, por isso raramente precisa de alterar o próprio preço base.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Estadia mínima e antecedência mínima',
    paragraphs: {
      p1: 'Uma estadia mínima de duas ou três noites reduz o trabalho de limpeza e de troca de hóspedes, enquanto um mínimo de uma noite preenche os intervalos entre estadias mais longas. Muitos anfitriões só aplicam um mínimo mais longo na época alta.',
      p2: 'A antecedência mínima define até quanto tempo antes da chegada um hóspede ainda pode reservar. As reservas no próprio dia preenchem vagas de última hora; se precisar de tempo para preparar o espaço, escolha um ou mais dias. As unidades com reserva mediante pedido precisam de pelo menos dois dias.',
    },
  },
  'pricing-by-season': {
    title: 'Preços por época',
    paragraphs: {
      p1: 'As épocas permitem definir um preço por noite e uma estadia mínima diferentes para certos períodos do ano, como as férias de verão ou a temporada de esqui, sem mexer no seu preço base.',
      p2: 'As épocas não se podem sobrepor, por isso planeie-as para o ano inteiro: época alta, média e baixa chegam para a maioria dos alojamentos. Fora das épocas, aplica-se o seu preço base.',
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Épocas para eventos e feriados',
    paragraphs: {
      p1: 'Festivais, feiras profissionais e fins de semana prolongados fazem subir a procura durante alguns dias. Uma época curta, com um preço mais alto e uma estadia mínima mais longa, aproveita essa procura sem afetar o resto do ano.',
      p2: 'Defina estes períodos cedo: quem viaja para um evento reserva com meses de antecedência, e subir o preço à última hora já é tarde demais.',
    },
  },
  'promotions-that-work': {
    title: 'Promoções e descontos que funcionam',
    paragraphs: {
      p1: 'As promoções dão aos hóspedes um motivo para reservar já. Um desconto para estadias longas preenche semanas inteiras com uma única troca de hóspedes; um desconto de reserva antecipada garante reservas para a próxima época.',
      p2: 'Os descontos moderados são os que resultam melhor. Os hóspedes veem o preço original riscado, por isso até um desconto de dez por cento dá nas vistas, sem comprometer os seus ganhos.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Descontos de última hora e de reserva antecipada',
    paragraphs: {
      p1: 'Um desconto de última hora aplica-se a estadias que começam em breve e ajuda a preencher noites que, de outro modo, ficariam vazias. Um desconto de reserva antecipada recompensa os hóspedes que reservam com bastante antecedência.',
      p2: 'Para o mesmo período, use um ou outro, não os dois: quem planeia cedo não deve encontrar um preço melhor só por esperar.',
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Manter o calendário atualizado',
    paragraphs: {
      p1: 'Abra no calendário as datas em que quer arrendar e bloqueie as noites em que usa o espaço ou que já vendeu noutro canal. Um calendário correto evita reservas duplicadas e cancelamentos.',
      p2: 'Se também arrenda através de outros canais, atualize o calendário assim que receber lá uma reserva. Os anúncios com calendários abertos e fiáveis aparecem mais acima nas pesquisas.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Porque pedimos os seus dados pessoais',
    paragraphs: {
      p1: 'Enquanto plataforma, temos de saber quem recebe os pagamentos dos hóspedes. O seu nome, a data de nascimento, a nacionalidade e a morada permitem-nos verificar a sua identidade e pagar-lhe.',
      p2: 'Introduza os seus dados exatamente como constam do seu documento de identificação. O nome próprio e o apelido passam a ser o nome apresentado na sua conta; os hóspedes só veem o seu nome próprio.',
    },
  },
  'verifying-your-identity': {
    title: 'Verificação de identidade: o que preparar',
    paragraphs: {
      p1: 'Os particulares precisam de um documento de identificação (frente e verso) ou de um passaporte. As empresas precisam também de uma certidão do registo comercial e dos dados das pessoas que detêm ou representam a empresa.',
      p2: 'Tenha à mão um comprovativo de morada e um extrato bancário da conta para os recebimentos. São aceites digitalizações nítidas e completas, com até 10 MB cada.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Reserva imediata ou mediante pedido',
    paragraphs: {
      p1: 'Com a reserva imediata, os hóspedes reservam as datas disponíveis sem ter de esperar. É a opção recomendada: a maioria dos hóspedes prefere-a e o seu anúncio aparece mais acima nas pesquisas.',
      p2: 'Com a reserva mediante pedido, aceita ou recusa cada pedido dentro de um prazo definido. Assim tem mais controlo, mas perde os hóspedes que não querem esperar, e os pedidos sem resposta expiram.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Responder a tempo aos pedidos de reserva',
    paragraphs: {
      p1: 'Se usa a reserva mediante pedido, responda a cada pedido o mais depressa possível. Muitas vezes, os hóspedes contactam vários anfitriões ao mesmo tempo e reservam com o primeiro que confirmar.',
      p2: 'Recusar com demasiada frequência ou deixar os pedidos expirar reduz a sua visibilidade. Se der por si a aceitar quase todos os pedidos, mudar para a reserva imediata é mais simples para todos.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Números de registo e regras locais',
    paragraphs: {
      p1: 'Muitas regiões exigem que os alojamentos de férias estejam registados e que o número de registo apareça em todos os anúncios. Verificamos o formato usado no seu país, para detetar logo os erros de escrita.',
      p2: 'O número é atribuído pela câmara municipal ou pela entidade de turismo da sua zona. Uma unidade com um número inválido não pode ser publicada até o número ser corrigido.',
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: 'Declarar a titularidade ou um mandato',
    paragraphs: {
      p1: 'Algumas regiões perguntam se a propriedade é sua ou se a arrenda em nome do proprietário. Se a gere por conta de outra pessoa, tenha à mão a autorização escrita do proprietário.',
      p2: 'Estas respostas só são usadas para as declarações que a região exige. Se alguma coisa mudar, atualize-as nas definições da unidade.',
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Escolher um plano de subscrição',
    paragraphs: {
      p1: 'Com uma subscrição, paga uma taxa anual por anúncio em vez de uma comissão sobre cada reserva. Os planos diferem na visibilidade e nos serviços incluídos; compare o que cada um oferece antes de escolher.',
      p2: 'Se conta receber muitas reservas por ano, uma subscrição costuma sair mais barata do que a comissão. Se só arrenda algumas semanas por ano, a comissão pode compensar mais.',
    },
  },
  'how-subscription-billing-works': {
    title: 'Como funciona a faturação da subscrição',
    paragraphs: {
      p1: 'O plano é faturado quando o seu anúncio é aprovado e renova-se todos os anos, a menos que o cancele. Pode mudar de plano nas definições da conta.',
      p2: 'Os serviços adicionais e os destaques são faturados à parte, quando os adiciona, por isso só paga o que escolher.',
    },
  },
  'what-a-boost-does': {
    title: 'O que faz um destaque',
    paragraphs: {
      p1: 'Um destaque coloca o seu anúncio mais acima nos resultados de pesquisa durante algum tempo. É útil para um anúncio novo, ainda sem avaliações, ou para preencher uma época mais calma.',
      p2: 'Um destaque não altera o seu preço nem o seu anúncio. É opcional: pode saltar este passo e adicionar um destaque mais tarde.',
    },
  },
  'when-a-boost-pays-off': {
    title: 'Quando compensa destacar o anúncio',
    paragraphs: {
      p1: 'Destaque o anúncio quando os hóspedes estão à procura: algumas semanas antes da sua época alta ou quando ainda tem datas livres num período que costuma ter boa procura.',
      p2: 'Combine o destaque com boas fotos e um preço justo. Mais visibilidade traz mais hóspedes à sua página, mas é o anúncio que os tem de convencer.',
    },
  },
  'commission-subscription-or-hybrid': {
    title: 'Comissão, subscrição ou modelo misto?',
    paragraphs: {
      p1: 'Com a comissão, não paga nada à partida: é cobrada uma percentagem de cada reserva quando um hóspede reserva. Com a subscrição, paga uma taxa anual fixa e nenhuma comissão. A opção «Plano e comissão» combina uma taxa mais pequena com uma comissão mais baixa.',
      p2: 'Escolha o modelo mais adequado à frequência com que arrenda. A escolha é feita quando anuncia a sua primeira propriedade; depois, as alterações fazem-se nas definições da conta.',
    },
  },
  'extra-services-for-your-plan': {
    title: 'Serviços opcionais para o seu plano',
    paragraphs: {
      p1: 'Pode adicionar ao seu plano serviços como fotos profissionais, traduções da descrição ou uma posição de destaque. Cada serviço mostra o preço antes de o adicionar.',
      p2: 'Os serviços são opcionais. Se tiver dúvidas, comece só com o plano; pode adicionar serviços a qualquer momento.',
    },
  },
  'how-commission-is-charged': {
    title: 'Como é cobrada a comissão',
    paragraphs: {
      p1: 'A comissão é uma percentagem do valor da reserva. Consoante a variante, é partilhada entre si e o hóspede ou paga só por si; neste último caso, os hóspedes veem um preço total mais baixo.',
      p2: 'A comissão só é cobrada sobre reservas confirmadas. As reservas canceladas não pagam comissão, exceto quando a sua política de cancelamento retém parte do pagamento.',
    },
  },
  'checklist-before-you-publish': {
    title: 'Lista de verificação antes de publicar',
    paragraphs: {
      p1: 'Antes de enviar, abra a pré-visualização e leia o anúncio como um hóspede o leria: o título é claro? As fotos seguem uma boa ordem? As camas correspondem ao número de hóspedes?',
      p2: 'Verifique o preço e o calendário dos próximos meses e confirme que preencheu o número de registo em «Requisitos regionais», se a sua região o exigir.',
    },
  },
  'what-happens-after-you-submit': {
    title: 'O que acontece depois de enviar o anúncio',
    paragraphs: {
      p1: 'O seu primeiro anúncio é analisado pela nossa equipa antes de ficar online; se faltar alguma coisa, podemos entrar em contacto consigo. Os anúncios de anfitriões que já concluíram o registo inicial ficam online de imediato.',
      p2: 'Enquanto o anúncio estiver em análise ou online, pode continuar a editar as fotos, os preços e o calendário nas definições da unidade.',
    },
  },
};
