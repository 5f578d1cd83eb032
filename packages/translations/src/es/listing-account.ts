import type { LocaleNamespace } from '../types';

export const listingAccount: LocaleNamespace<'listingAccount'> = {
  optional: '(opcional)',
  commission: {
    title: 'Cómo funciona la comisión',
    description:
      'Anunciarte con nosotros no tiene cuota fija. Solo cobramos una comisión por las reservas que recibes a través de nosotros, así que un anuncio sin reservas no te cuesta nada.',
    variantLabel: 'Quién paga la comisión',
    variants: {
      split: {
        title: 'Compartida con el huésped',
        description:
          'Una parte de la comisión se suma al precio del huésped como gastos de gestión; el resto se descuenta de tu cobro.',
      },
      host_only: {
        title: 'La pagas tú íntegramente',
        description:
          'Los huéspedes pagan exactamente el precio que fijas, sin gastos de gestión; toda la comisión se descuenta de tu cobro.',
      },
      host_only_14_5: {
        title: 'La pagas tú íntegramente, al 14,5 %',
        description:
          'Los huéspedes pagan exactamente el precio que fijas; de tu cobro se descuenta un 14,5 % fijo de cada reserva.',
      },
    },
  },
  verification: {
    title: 'Verificación de identidad',
    description:
      'La normativa de pagos nos obliga a confirmar quién recibe el dinero de tus reservas. Esto es lo que implica.',
    tier: {
      Individual: 'Te verificaremos como particular.',
      Business: 'Verificaremos tu empresa como persona jurídica.',
    },
    whatTitle: 'Qué te pediremos',
    documentsIntro: 'Según tu situación, uno o varios de estos documentos:',
    noDocuments: 'Te diremos qué documentos necesitamos cuando empieces la verificación.',
    documents: {
      id_front: 'Documento de identidad (anverso)',
      id_back: 'Documento de identidad (reverso)',
      passport: 'Pasaporte',
      company_registration: 'Extracto del registro mercantil',
      proof_of_address: 'Justificante de domicilio',
      bank_statement: 'Extracto bancario',
    },
    whenTitle: 'Cuándo',
    when: 'Ahora no. Puedes terminar y publicar tu anuncio antes; te pediremos la verificación antes de enviarte tu primer cobro.',
    acknowledge: 'Entiendo que debo verificar mi identidad antes de recibir mi primer cobro.',
  },
  commercialModel: {
    title: 'Cómo nos pagas',
    description:
      'Elige cómo quieres pagarnos: con un plan de suscripción, con una comisión por reserva o con un plan más pequeño junto con una comisión.',
    modelLabel: 'Modelo de pago',
    models: {
      subscription: {
        title: 'Suscripción',
        description:
          'Pagas el precio de un plan por su periodo y eliges el plan en la página siguiente. No cobramos comisión por tus reservas.',
      },
      commission: {
        title: 'Comisión',
        description:
          'Sin cuota fija: solo cobramos una comisión por las reservas que recibes a través de nosotros.',
      },
      hybrid: {
        title: 'Plan y comisión',
        description:
          'Pagas un plan (que eliges en la página siguiente) y una comisión por cada reserva, con el porcentaje que elijas a continuación.',
      },
    },
    variantLabel: 'Comisión por reserva',
    hybridVariants: {
      hybrid_3: '3 %',
      hybrid_7: '7 %',
      hybrid_13: '13 %',
      hybrid_19: '19 %',
    },
  },
  plan: {
    title: 'Elige tu plan',
    description:
      'Elige el plan para este anuncio. Los servicios opcionales se añaden en la página siguiente.',
    planLabel: 'Plan',
    price_one: '{{price}} al mes',
    price_many: '{{price}} cada {{count}} de meses',
    price_other: '{{price}} cada {{count}} meses',
    includesRankingBoost: 'Incluye un impulso de posicionamiento',
    extrasCount_one: '{{count}} servicio opcional',
    extrasCount_many: '{{count}} de servicios opcionales',
    extrasCount_other: '{{count}} servicios opcionales',
    none: 'Ahora mismo no hay planes disponibles. Vuelve más tarde o elige otro modelo de pago.',
  },
  planServices: {
    title: 'Añade servicios a tu plan',
    description: 'Elige los servicios opcionales que quieres con el plan {{plan}}.',
    payment:
      'Ahora no se cobra nada. Pagarás el plan y los servicios que elijas al finalizar la compra, cuando la facturación esté disponible para tu cuenta.',
    servicesLabel: 'Servicios opcionales',
    noExtras: 'Este plan no tiene servicios opcionales; continúa con el siguiente paso.',
    noPlan: 'Primero elige un plan: los servicios dependen de él.',
    choosePlan: 'Elegir un plan',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Tu teléfono en webs asociadas',
        description:
          'Los huéspedes que encuentren tu anuncio en nuestras webs asociadas podrán llamarte directamente.',
      },
      displayGuestEmailInMessageCard: {
        title: 'Correo electrónico de los huéspedes',
        description: 'El correo electrónico del huésped se muestra junto a sus mensajes.',
      },
      visibilityBoost: {
        title: 'Impulso de visibilidad',
        description: 'Tu anuncio aparece más arriba en los resultados de búsqueda durante un tiempo.',
      },
      banner: {
        title: 'Bánner publicitario',
        description: 'Tu anuncio se promociona en un bánner de nuestra web.',
      },
      directEmailMarketing: {
        title: 'Campañas por correo electrónico',
        description: 'Tu anuncio aparece en los correos que enviamos a viajeros.',
      },
      diamond: {
        title: 'Anuncio diamante',
        description: 'Un distintivo de diamante hace que tu anuncio destaque en los resultados de búsqueda.',
      },
      socialPackage: {
        title: 'Paquete de redes sociales',
        description: 'Promocionamos tu anuncio en nuestras redes sociales.',
      },
      inquiryMessage: {
        title: 'Respuesta automática a consultas',
        description:
          'Los huéspedes que te envían una consulta reciben un mensaje que has escrito de antemano.',
      },
    },
  },
  details: {
    titleIndividual: 'Tus datos personales',
    descriptionIndividual:
      'Necesitamos estos datos para pagarte y cumplir nuestras obligaciones legales de información. Los huéspedes no los ven.',
    titleCompany: 'Datos de tu empresa',
    descriptionCompany:
      'Necesitamos los datos de tu empresa para pagarte y cumplir nuestras obligaciones legales de información. Los huéspedes no los ven.',
    personLegend: 'Sobre ti',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phoneNumber: 'Teléfono',
    dateOfBirth: 'Fecha de nacimiento',
    nationality: 'Nacionalidad',
    addressLegend: 'Tu dirección',
    companyLegend: 'Empresa',
    legalBusinessName: 'Razón social',
    accountEmail: 'Correo electrónico de la empresa',
    registeredAddressLegend: 'Domicilio social',
    sameAddress: 'Nuestro centro principal de actividad está en el domicilio social',
    principalAddressLegend: 'Centro principal de actividad',
    taxLegend: 'Datos fiscales',
    vatId: 'NIF-IVA',
    userWithoutVatId: 'Mi empresa no tiene NIF-IVA',
    taxId: 'Número de identificación fiscal',
    taxCountry: 'País que emitió el número fiscal',
    euPermanentEstablishment: 'Mi empresa tiene un establecimiento permanente en otro país de la UE',
    selectCountry: 'Selecciona un país',
    address: {
      country: 'País',
      city: 'Ciudad',
      street: 'Calle',
      houseNumberOrName: 'Número o nombre de la casa',
      postalCode: 'Código postal',
      state: 'Estado (código, máx. 3 caracteres)',
      province: 'Provincia o región',
    },
  },
  owner: {
    title: 'Propietario o representante legal',
    description:
      'La persona propietaria de tu empresa o que está facultada por ley para actuar en su nombre.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    needsCompany: 'Primero introduce los datos de tu empresa: el propietario se guarda junto con ellos.',
    goToCompany: 'Introducir datos de la empresa',
  },
};
