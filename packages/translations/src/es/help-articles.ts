import type { LocaleNamespace } from '../types';

export const helpArticles: LocaleNamespace<'helpArticles'> = {
  'choosing-your-property-type': {
    title: 'Un solo alojamiento o varias unidades: qué tipo de propiedad elegir',
    paragraphs: {
      p1: 'Elige «Un solo alojamiento» si los huéspedes alquilan el alojamiento entero como un único anuncio: una casa, un piso o un chalé. Elige «Varias unidades en una propiedad» si en un mismo edificio o recinto hay varias unidades que se alquilan por separado, como los apartamentos de un complejo o las habitaciones de una pensión.',
      p2: 'Las unidades de una misma propiedad comparten la dirección y el nombre, y cada una tiene sus propios espacios, fotos, precios y calendario. Más adelante podrás añadir otras unidades sin volver a introducir la dirección.',
      p3: 'Solo puedes cambiar de tipo mientras el anuncio de tu primera unidad siga en curso. Una vez enviada la unidad, el tipo queda fijado, porque de él dependen los precios, los calendarios y las reservas.',
    },
  },
  'how-multi-unit-properties-work': {
    title: 'Cómo funcionan las propiedades con varias unidades',
    paragraphs: {
      p1: 'En una propiedad con varias unidades, cada unidad tiene su propio anuncio: los huéspedes reservan una unidad, no el edificio. Da a cada una un tipo y un nombre claros para que los huéspedes puedan distinguirlas; por ejemplo, «Estudio con balcón» y «Apartamento de dos dormitorios».',
      p2: 'Aunque haya unidades idénticas, cada una necesita su propio anuncio, porque cada una tiene su calendario. Merece la pena anunciar la primera unidad con cuidado: las siguientes empiezan directamente en el paso de la unidad y se saltan los datos de la propiedad.',
    },
  },
  'entering-your-address': {
    title: 'Cómo introducir la dirección de tu propiedad',
    paragraphs: {
      p1: 'Empieza a escribir la calle y la localidad y elige la sugerencia que corresponda; el formulario rellenará los datos que conozca. Comprueba el número o nombre de la casa y el código postal, que a veces no aparecen en las sugerencias.',
      p2: 'Los campos siguen las convenciones del país que elijas. Algunos países piden una región o provincia; si el tuyo no la usa, el formulario no muestra ese campo.',
      p3: 'Los huéspedes solo ven la dirección exacta después de reservar. Hasta entonces, los anuncios muestran únicamente la zona, así que una dirección precisa nunca pone en riesgo tu privacidad.',
    },
  },
  'why-the-exact-location-matters': {
    title: 'Por qué la ubicación exacta es importante para los huéspedes',
    paragraphs: {
      p1: 'Los huéspedes filtran por distancia a la playa, al casco antiguo o a los remontes. Con una dirección precisa, tu anuncio aparece en las búsquedas adecuadas y evitas decepcionar a huéspedes que esperaban otra cosa.',
      p2: 'Si no se puede localizar la dirección, la revisión de tu anuncio se retrasa. Si tu alojamiento no tiene número, usa el nombre de la casa o del edificio y explica cómo se llega en el texto del anuncio.',
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Cómo indicar el número de huéspedes y los espacios',
    paragraphs: {
      p1: 'Indica el número máximo de huéspedes que aceptas, niños incluidos. Debe cuadrar con las camas que añadas: los huéspedes comparan ambos datos, y que no coincidan es el motivo más habitual de las consultas antes de reservar.',
      p2: 'Añade todos los dormitorios y baños, y también el salón o la cocina si los huéspedes pueden usarlos. La superficie de la unidad es opcional, pero ayuda a los huéspedes a comparar anuncios parecidos.',
    },
  },
  'describing-beds': {
    title: 'Cómo describir las camas y dónde duerme cada uno',
    paragraphs: {
      p1: 'Añade las camas de cada espacio según su tipo: doble, individual, litera o sofá cama. Quienes viajan con amigos o en familia se fijan mucho en cuántas personas pueden dormir por separado.',
      p2: 'Indica solo las camas que estén siempre. Si puedes poner una cuna o una cama supletoria a petición, dilo en la descripción, para que nadie cuente con una cama que quizá no esté disponible.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Sofás cama, cunas y camas supletorias',
    paragraphs: {
      p1: 'Un sofá cama en el salón aumenta tu capacidad, pero los huéspedes valoran más los dormitorios de verdad. Cuenta los sofás cama en el número máximo de huéspedes solo si un adulto puede dormir cómodamente en ellos.',
      p2: 'Indica en la descripción si hay cuna o trona y si tienen un coste adicional. Las familias filtran por ello, y una respuesta clara te ahorra un mensaje.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: 'Fotos que consiguen reservas',
    paragraphs: {
      p1: 'Haz las fotos de día, con las luces encendidas y las cortinas abiertas. Sujeta la cámara a la altura del pecho y mantén rectas las líneas verticales; una foto con gran angular tomada desde una esquina es la que mejor muestra una habitación.',
      p2: 'Ordena cada espacio antes de fotografiarlo: superficies despejadas, camas hechas y toallas dobladas. Incluye todos los dormitorios y baños, la cocina, el espacio exterior y las vistas, si las hay.',
      p3: 'Sube al menos cinco fotos en horizontal. Las imágenes grandes y nítidas son las que mejor quedan; al subirlas, te avisaremos si un archivo es demasiado pequeño o no es de un tipo admitido.',
    },
  },
  'choosing-and-ordering-photos': {
    title: 'Cómo elegir y ordenar tus fotos',
    paragraphs: {
      p1: 'Tu primera foto es la portada: aparece en los resultados de búsqueda, así que elige la imagen más atractiva del alojamiento, que suele ser la zona de estar o las vistas.',
      p2: 'Ordena el resto como si fuera una visita: zonas de estar, dormitorios, baños, cocina y, por último, el exterior y el entorno. Quita las fotos casi repetidas: diez fotos variadas valen más que treinta parecidas.',
    },
  },
  'amenities-guests-look-for': {
    title: 'El equipamiento que más buscan los huéspedes',
    paragraphs: {
      p1: 'El wifi, el aparcamiento, el aire acondicionado, la lavadora y una cocina bien equipada están entre los filtros que más usan los huéspedes. Si los ofreces, márcalos: lo que no marques te deja fuera de esas búsquedas.',
      p2: 'Los elementos exteriores, como la piscina, el jardín, la terraza o la barbacoa, influyen mucho en las reservas vacacionales. «Se admiten mascotas» es otro filtro muy utilizado: márcalo si aceptas animales.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Indica el equipamiento con exactitud',
    paragraphs: {
      p1: 'Marca solo lo que los huéspedes puedan usar durante toda su estancia. Una piscina compartida o una plaza de aparcamiento a unos minutos a pie también cuentan, pero acláralo en la descripción.',
      p2: 'Un equipamiento fiel a la realidad se traduce en mejores valoraciones: los huéspedes rara vez se quejan de que falte un extra que nadie les prometió, pero sí cuando no encuentran algo que aparece en el anuncio.',
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Un título y una descripción que destaquen',
    paragraphs: {
      p1: 'Un buen título indica el tipo de alojamiento y su mayor atractivo: «Casa de piedra con vistas al mar y piscina» dice mucho más que «Casa de vacaciones». Evita las mayúsculas y los signos de exclamación.',
      p2: 'En la descripción, empieza por lo que hace especial la estancia y, después, describe los espacios, el entorno y cómo llegar. Los párrafos cortos se leen mejor en el móvil.',
      p3: 'Menciona las normas de la casa que puedan influir en la decisión de reservar, como si hay escaleras, si hay horas de silencio o si el alojamiento es adecuado para niños pequeños.',
    },
  },
  'setting-your-nightly-price': {
    title: 'Cómo fijar el precio por noche',
    paragraphs: {
      p1: 'Mira anuncios parecidos de la zona para las fechas que quieres ocupar y empieza con un precio algo más bajo: en tus primeras reservas, conseguir buenas valoraciones importa más que ganar unos pocos euros más.',
      p2: 'El precio por noche es tu precio base. Las temporadas pueden subirlo o bajarlo en los periodos que elijas, y las promociones aplican descuentos sobre él, así que rara vez tendrás que cambiar el precio base.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Estancia mínima y antelación mínima',
    paragraphs: {
      p1: 'Una estancia mínima de dos o tres noches reduce las limpiezas y los cambios de huéspedes, mientras que un mínimo de una noche permite cubrir los huecos entre estancias más largas. Muchos anfitriones solo exigen un mínimo más largo en temporada alta.',
      p2: 'La antelación mínima determina con cuánto tiempo antes de la llegada puede reservar un huésped. Aceptar reservas para el mismo día ayuda a cubrir huecos de última hora; si necesitas tiempo para prepararlo todo, elige uno o más días. Las unidades con reserva bajo petición necesitan al menos dos días.',
    },
  },
  'pricing-by-season': {
    title: 'Precios de temporada',
    paragraphs: {
      p1: 'Con las temporadas puedes fijar un precio por noche y una estancia mínima distintos para ciertas épocas del año, como las vacaciones de verano o la temporada de esquí, sin tocar tu precio base.',
      p2: 'Las temporadas no pueden solaparse, así que planifícalas pensando en el año entero: a la mayoría de los alojamientos les basta con temporada alta, media y baja. Fuera de las temporadas se aplica tu precio base.',
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Temporadas para eventos y festivos',
    paragraphs: {
      p1: 'Los festivales, las ferias y los puentes disparan la demanda durante unos días. Una temporada corta con un precio más alto y una estancia mínima más larga te permite aprovechar esa demanda sin que afecte al resto del año.',
      p2: 'Configura estos periodos con tiempo: quienes viajan por un evento reservan con meses de antelación, y subir el precio en el último momento ya no sirve de nada.',
    },
  },
  'promotions-that-work': {
    title: 'Promociones y descuentos que funcionan',
    paragraphs: {
      p1: 'Las promociones dan a los huéspedes un motivo para reservar ya. Un descuento por estancia larga llena semanas enteras con un solo cambio de huéspedes; un descuento por reserva anticipada te asegura la próxima temporada.',
      p2: 'Los descuentos moderados son los que mejor funcionan. Los huéspedes ven el precio original tachado, así que incluso un 10 % llama la atención, y tus ingresos no se resienten.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Descuentos de última hora y por reserva anticipada',
    paragraphs: {
      p1: 'Un descuento de última hora se aplica a las estancias que empiezan pronto y ayuda a llenar noches que, de otro modo, se quedarían vacías. Un descuento por reserva anticipada premia a los huéspedes que reservan con mucha antelación.',
      p2: 'Para un mismo periodo, usa uno u otro, no los dos: quien planifica con tiempo no debería encontrar un precio mejor por esperar.',
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Cómo mantener tu calendario al día',
    paragraphs: {
      p1: 'Abre en el calendario las fechas que quieres alquilar y bloquea las noches en las que usas tú el alojamiento o que ya has vendido por otra vía. Un calendario actualizado evita reservas duplicadas y cancelaciones.',
      p2: 'Si también alquilas por otros canales, actualiza el calendario en cuanto te entre una reserva por ellos. Los anuncios con calendarios abiertos y fiables aparecen más arriba en las búsquedas.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Por qué te pedimos tus datos personales',
    paragraphs: {
      p1: 'Como plataforma, tenemos que saber quién recibe los pagos de los huéspedes. Con tu nombre, fecha de nacimiento, nacionalidad y dirección podemos verificar tu identidad y enviarte tus cobros.',
      p2: 'Introduce tus datos tal y como aparecen en tu documento de identidad. Tu nombre y apellidos serán el nombre que se muestre en tu cuenta; los huéspedes solo ven tu nombre, sin apellidos.',
    },
  },
  'verifying-your-identity': {
    title: 'Verificación de identidad: qué tener preparado',
    paragraphs: {
      p1: 'Los particulares necesitan un documento de identidad (por las dos caras) o un pasaporte. Las empresas necesitan, además, un extracto del registro mercantil y los datos de las personas que son propietarias de la empresa o la representan.',
      p2: 'Ten a mano un justificante de domicilio y un extracto bancario de la cuenta en la que recibirás los cobros. Se aceptan escaneos nítidos y completos de hasta 10 MB cada uno.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Reserva inmediata o bajo petición',
    paragraphs: {
      p1: 'Con la reserva inmediata, los huéspedes reservan al momento las fechas disponibles. Es la opción recomendada: la mayoría de los huéspedes la prefieren y, además, tu anuncio aparece más arriba en las búsquedas.',
      p2: 'Con la reserva bajo petición, aceptas o rechazas cada solicitud en un plazo determinado. Tienes más control, pero pierdes a los huéspedes que no quieren esperar, y las solicitudes que no respondes caducan.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Cómo responder a tiempo a las solicitudes de reserva',
    paragraphs: {
      p1: 'Si trabajas con reserva bajo petición, responde a cada solicitud lo antes posible. Los huéspedes suelen escribir a varios anfitriones a la vez y reservan con el primero que confirma.',
      p2: 'Rechazar solicitudes con frecuencia o dejar que caduquen reduce tu visibilidad. Si ves que aceptas casi todas las solicitudes, pasarte a la reserva inmediata es más sencillo para todos.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Números de registro y normativa local',
    paragraphs: {
      p1: 'Muchas regiones exigen que los alquileres vacacionales estén registrados y que el número de registro figure en todos los anuncios. Comprobamos el formato según tu país para detectar a tiempo cualquier errata.',
      p2: 'El número lo expide la oficina de turismo o el ayuntamiento de tu zona. Una unidad con un número no válido no se puede publicar hasta que se corrija.',
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: 'Propietario o gestor: qué tienes que declarar',
    paragraphs: {
      p1: 'Algunas regiones preguntan si la propiedad es tuya o si la alquilas en nombre del propietario. Si la gestionas para otra persona, ten a mano su autorización por escrito.',
      p2: 'Estas respuestas solo se usan para las declaraciones que exige la región. Si algo cambia, actualízalas en los ajustes de la unidad.',
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Cómo elegir un plan de suscripción',
    paragraphs: {
      p1: 'Con una suscripción pagas una cuota anual por anuncio en lugar de una comisión por cada reserva. Los planes se diferencian en la visibilidad y en los servicios incluidos; compara lo que ofrece cada uno antes de elegir.',
      p2: 'Si esperas muchas reservas al año, una suscripción suele salir más barata que la comisión. Si solo alquilas unas pocas semanas al año, puede que te convenga más la comisión.',
    },
  },
  'how-subscription-billing-works': {
    title: 'Cómo se factura la suscripción',
    paragraphs: {
      p1: 'El plan se factura cuando se aprueba tu anuncio y se renueva cada año, salvo que lo canceles. Puedes cambiar de plan en los ajustes de tu cuenta.',
      p2: 'Los servicios opcionales y los impulsos se facturan aparte cuando los añades, así que solo pagas lo que eliges.',
    },
  },
  'what-a-boost-does': {
    title: 'Para qué sirve un impulso',
    paragraphs: {
      p1: 'Un impulso sitúa tu anuncio más arriba en los resultados de búsqueda durante un tiempo. Es útil para un anuncio nuevo que aún no tiene valoraciones o para llenar una temporada floja.',
      p2: 'Un impulso no cambia ni tu precio ni tu anuncio. Es opcional: puedes saltarte este paso e impulsar el anuncio más adelante.',
    },
  },
  'when-a-boost-pays-off': {
    title: 'Cuándo compensa un impulso',
    paragraphs: {
      p1: 'Impulsa tu anuncio cuando los huéspedes están buscando: unas semanas antes de tu temporada alta o cuando aún te quedan fechas libres en un periodo que normalmente se llena.',
      p2: 'Combina el impulso con buenas fotos y un precio justo. Más visibilidad atrae a más huéspedes a tu página, pero es el propio anuncio el que tiene que convencerlos.',
    },
  },
  'commission-subscription-or-hybrid': {
    title: '¿Comisión, suscripción o plan y comisión?',
    paragraphs: {
      p1: 'Con la comisión no pagas nada por adelantado: se cobra un porcentaje de cada reserva en el momento en que se hace. Con la suscripción pagas una cuota anual fija y ninguna comisión. «Plan y comisión» combina una cuota más baja con una comisión menor.',
      p2: 'Elige el modelo según cuánto alquiles al año. Lo eliges al anunciar tu primera propiedad; si quieres cambiarlo después, hazlo en los ajustes de tu cuenta.',
    },
  },
  'extra-services-for-your-plan': {
    title: 'Servicios opcionales para tu plan',
    paragraphs: {
      p1: 'Puedes añadir a tu plan servicios como fotos profesionales, traducciones de tu descripción o una posición destacada. Cada servicio muestra su precio antes de que lo añadas.',
      p2: 'Los servicios son opcionales. Si tienes dudas, empieza solo con el plan; puedes añadir servicios cuando quieras.',
    },
  },
  'how-commission-is-charged': {
    title: 'Cómo se cobra la comisión',
    paragraphs: {
      p1: 'La comisión es un porcentaje del importe de la reserva. Según la modalidad, se reparte entre tú y el huésped o la pagas tú íntegramente; en este último caso, los huéspedes ven un precio total más bajo.',
      p2: 'La comisión solo se cobra por las reservas confirmadas. Las reservas canceladas no generan comisión, salvo cuando tu política de cancelación retiene parte del pago.',
    },
  },
  'checklist-before-you-publish': {
    title: 'Lista de comprobación antes de publicar',
    paragraphs: {
      p1: 'Antes de enviar tu anuncio, abre la vista previa y léelo como lo haría un huésped. ¿El título es claro? ¿Las fotos siguen un buen orden? ¿Las camas cuadran con el número de huéspedes?',
      p2: 'Revisa el precio y el calendario de los próximos meses y, si tu región lo exige, asegúrate de haber introducido el número de registro.',
    },
  },
  'what-happens-after-you-submit': {
    title: 'Qué pasa después de enviar tu anuncio',
    paragraphs: {
      p1: 'Nuestro equipo revisa tu primer anuncio antes de publicarlo; si falta algo, puede que nos pongamos en contacto contigo. Los anuncios de los anfitriones que ya han completado el alta se publican directamente.',
      p2: 'Tanto si el anuncio está en revisión como si ya está publicado, puedes seguir editando las fotos, los precios y el calendario en los ajustes de la unidad.',
    },
  },
};
