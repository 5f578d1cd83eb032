import type { LocaleNamespace } from '../types';

export const helpArticles: LocaleNamespace<'helpArticles'> = {
  'choosing-your-property-type': {
    title: 'Un seul logement ou plusieurs : choisir le type d’établissement',
    paragraphs: {
      p1: 'Choisissez « Un seul logement à louer » lorsque les voyageurs louent le lieu entier, via une seule annonce : une maison, un appartement, un chalet. Choisissez « Plusieurs logements dans un même établissement » lorsqu’un bâtiment ou un site regroupe plusieurs logements loués séparément, comme les appartements d’une résidence ou les chambres d’une maison d’hôtes.',
      p2: 'Les logements d’un même établissement partagent son adresse et son nom, mais chacun a ses propres pièces, photos, prix et calendrier. Vous pourrez ajouter d’autres logements par la suite sans ressaisir l’adresse.',
      p3: 'Vous pouvez passer de l’un à l’autre tant que l’annonce de votre premier logement est en cours de création. Dès que l’annonce d’un logement a été envoyée, le type devient définitif, car les prix, les calendriers et les réservations en dépendent.',
    },
  },
  'how-multi-unit-properties-work': {
    title: 'Comment fonctionnent les établissements à plusieurs logements',
    paragraphs: {
      p1: 'Dans un établissement à plusieurs logements, chaque logement a sa propre annonce : les voyageurs réservent un logement, pas le bâtiment. Donnez à chacun un type et un nom clairs pour que les voyageurs puissent les distinguer, par exemple « Studio avec balcon » et « Appartement avec deux chambres ».',
      p2: 'Même des logements identiques ont chacun besoin de leur propre annonce, car chacun a son propre calendrier. Prendre soin de l’annonce du premier logement vous fait gagner du temps : pour les suivants, vous commencez directement aux étapes du logement, sans repasser par les détails de l’établissement.',
    },
  },
  'entering-your-address': {
    title: 'Saisir l’adresse de votre établissement',
    paragraphs: {
      p1: 'Commencez à saisir la rue et la ville, puis choisissez la suggestion qui correspond : le formulaire remplit alors les champs qu’il connaît. Vérifiez le numéro ou le nom de la maison ainsi que le code postal, que les suggestions omettent parfois.',
      p2: 'Les champs suivent les usages du pays choisi. Certains pays demandent une région ou une province ; si le vôtre n’en a pas, le formulaire masque ce champ.',
      p3: 'Les voyageurs ne voient l’adresse exacte qu’après avoir réservé. Avant cela, l’annonce n’indique que le secteur : une adresse précise ne met donc jamais votre vie privée en danger.',
    },
  },
  'why-the-exact-location-matters': {
    title: 'Pourquoi l’emplacement exact compte pour les voyageurs',
    paragraphs: {
      p1: 'Les voyageurs filtrent selon la distance à la plage, au centre historique ou aux remontées mécaniques. Une adresse exacte fait apparaître votre annonce dans les bonnes recherches et vous évite des voyageurs déçus qui s’attendaient à autre chose.',
      p2: 'Une adresse introuvable retarde la vérification de votre annonce. Si votre logement n’a pas de numéro de rue, indiquez le nom de la maison ou du bâtiment et décrivez l’accès dans le texte de votre annonce.',
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Indiquer la capacité d’accueil et les pièces',
    paragraphs: {
      p1: 'Indiquez le nombre maximal de voyageurs que vous acceptez, enfants compris. Il doit correspondre aux lits que vous déclarez : les voyageurs comparent les deux, et une incohérence est la première source de questions avant réservation.',
      p2: 'Ajoutez chaque chambre et chaque salle de bain, ainsi que le salon ou la cuisine si les voyageurs y ont accès. La surface du logement est facultative, mais elle aide les voyageurs à comparer des annonces similaires.',
    },
  },
  'describing-beds': {
    title: 'Décrire les lits et le couchage',
    paragraphs: {
      p1: 'Pour chaque pièce, ajoutez ses lits par type : lit double, lit simple, lits superposés ou canapé-lit. Les groupes d’amis et les familles regardent de près combien de personnes peuvent dormir dans des lits séparés.',
      p2: 'N’indiquez que les lits qui sont toujours en place. Si vous pouvez ajouter un lit bébé ou un lit d’appoint sur demande, précisez-le plutôt dans la description : ainsi, personne ne compte sur un lit qui risque d’être déjà pris.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Canapés-lits, lits bébé et lits d’appoint',
    paragraphs: {
      p1: 'Un canapé-lit dans le salon augmente votre capacité d’accueil, mais les voyageurs préfèrent de vraies chambres. Ne comptez les canapés-lits dans le nombre de voyageurs que s’ils sont confortables pour des adultes.',
      p2: 'Précisez dans la description si un lit bébé ou une chaise haute est disponible, et s’il y a un supplément. Les familles filtrent les annonces sur ce critère, et une réponse claire vous épargne un message.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: 'Des photos qui donnent envie de réserver',
    paragraphs: {
      p1: 'Photographiez de jour, lumières allumées et rideaux ouverts. Tenez l’appareil à hauteur de poitrine et gardez les lignes verticales bien droites ; un cliché en grand angle pris depuis un coin est ce qui met le mieux une pièce en valeur.',
      p2: 'Rangez chaque pièce avant la photo : surfaces dégagées, lits faits, serviettes pliées. Montrez toutes les chambres et salles de bain, la cuisine, les espaces extérieurs, et la vue s’il y en a une.',
      p3: 'Importez au moins cinq photos au format paysage. Les images grandes et nettes rendent le mieux ; l’importation vous signale tout fichier trop petit ou d’un type non accepté.',
    },
  },
  'choosing-and-ordering-photos': {
    title: 'Choisir et ordonner vos photos',
    paragraphs: {
      p1: 'Votre première photo sert de couverture : elle apparaît dans les résultats de recherche, alors choisissez l’image la plus accueillante du lieu, souvent la pièce à vivre ou la vue.',
      p2: 'Ordonnez les autres comme une visite : pièces à vivre, chambres, salles de bain, cuisine, puis extérieurs et environs. Supprimez les quasi-doublons : dix photos variées valent mieux que trente photos presque identiques.',
    },
  },
  'amenities-guests-look-for': {
    title: 'Les équipements les plus recherchés par les voyageurs',
    paragraphs: {
      p1: 'Le Wi-Fi, le parking, la climatisation, le lave-linge et une cuisine entièrement équipée font partie des filtres que les voyageurs utilisent le plus. Si vous les proposez, cochez-les : un équipement non coché vous fait disparaître de ces recherches.',
      p2: 'Les équipements extérieurs, comme une piscine, un jardin, une terrasse ou un barbecue, pèsent lourd dans le choix d’une location de vacances. L’accueil des animaux est un autre filtre très utilisé, à renseigner si vous acceptez les animaux.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Indiquer vos équipements avec exactitude',
    paragraphs: {
      p1: 'Ne cochez que ce que les voyageurs peuvent utiliser pendant tout leur séjour. Une piscine partagée ou une place de parking à quelques minutes à pied, c’est très bien, mais précisez-le dans la description.',
      p2: 'Des équipements exacts vous valent de meilleurs avis : les voyageurs se plaignent rarement de l’absence d’un petit plus qu’on ne leur avait pas promis, mais ils le font quand un équipement annoncé manque.',
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Rédiger un titre et une description qui se démarquent',
    paragraphs: {
      p1: 'Un bon titre indique le type de logement et son principal atout : « Maison en pierre avec vue mer et piscine » en dit plus que « Maison de vacances ». Évitez les mots en majuscules et les points d’exclamation.',
      p2: 'Dans la description, commencez par ce qui rend le séjour unique, puis décrivez les pièces, les environs et comment s’y rendre. Des paragraphes courts se lisent facilement sur un téléphone.',
      p3: 'Mentionnez les règles et particularités qui peuvent peser dans la décision de réserver : des escaliers, des horaires à respecter pour le calme, ou le fait que le logement convienne ou non aux jeunes enfants.',
    },
  },
  'setting-your-nightly-price': {
    title: 'Fixer votre prix par nuit',
    paragraphs: {
      p1: 'Regardez les annonces similaires des environs pour les dates que vous voulez remplir, et placez-vous légèrement en dessous : les premiers avis comptent davantage que les quelques euros de plus sur vos premières réservations.',
      p2: 'Le prix par nuit est votre prix de base. Les saisons permettent de l’augmenter ou de le baisser sur les périodes de votre choix, et les promotions y ajoutent des réductions : vous aurez donc rarement besoin de modifier le prix de base lui-même.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Séjour minimum et préavis',
    paragraphs: {
      p1: 'Un séjour minimum de deux ou trois nuits limite le ménage et les changements de voyageurs, tandis qu’un minimum d’une nuit comble les trous entre des séjours plus longs. Beaucoup d’hôtes n’allongent le séjour minimum qu’en haute saison.',
      p2: 'Le préavis minimum fixe jusqu’à combien de temps avant l’arrivée un voyageur peut réserver. Accepter les réservations le jour même permet de combler les trous à la dernière minute ; si vous avez besoin de temps pour préparer le logement, choisissez un jour ou plus. Les logements réservables sur demande exigent un préavis d’au moins deux jours.',
    },
  },
  'pricing-by-season': {
    title: 'Adapter vos prix à la saison',
    paragraphs: {
      p1: 'Les saisons vous permettent d’appliquer un autre prix par nuit et un autre séjour minimum à certaines périodes de l’année, comme les vacances d’été ou la saison de ski, sans toucher à votre prix de base.',
      p2: 'Les saisons ne peuvent pas se chevaucher : planifiez-les donc sur l’année entière. Une haute, une moyenne et une basse saison suffisent pour la plupart des logements. En dehors des saisons, c’est votre prix de base qui s’applique.',
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Des saisons pour les événements et les jours fériés',
    paragraphs: {
      p1: 'Festivals, salons professionnels, ponts et week-ends prolongés font grimper la demande pendant quelques jours. Une courte saison, avec un prix plus élevé et un séjour minimum plus long, vous permet d’en profiter sans toucher au reste de l’année.',
      p2: 'Définissez ces périodes tôt : les voyageurs qui se déplacent pour un événement réservent des mois à l’avance, et un prix relevé à la dernière minute arrive trop tard.',
    },
  },
  'promotions-that-work': {
    title: 'Des promotions et des réductions efficaces',
    paragraphs: {
      p1: 'Les promotions donnent aux voyageurs une raison de réserver tout de suite. Une réduction pour les longs séjours remplit des semaines entières avec un seul changement de voyageurs ; une réduction pour réservation anticipée sécurise la saison à venir.',
      p2: 'Les réductions modérées sont les plus efficaces. Les voyageurs voient le prix initial barré : même une réduction de 10 % se remarque, et vos revenus restent confortables.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Réductions dernière minute et réservation anticipée',
    paragraphs: {
      p1: 'Une réduction dernière minute s’applique aux séjours qui commencent bientôt et aide à remplir des nuits qui resteraient sinon vides. Une réduction pour réservation anticipée récompense les voyageurs qui réservent longtemps à l’avance.',
      p2: 'Pour une même période, utilisez l’une ou l’autre, pas les deux : un voyageur qui s’organise tôt ne doit pas pouvoir obtenir un meilleur prix en attendant.',
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Tenir votre calendrier à jour',
    paragraphs: {
      p1: 'Ouvrez votre calendrier aux dates que vous souhaitez louer et bloquez les nuits que vous occupez vous-même ou que vous avez déjà louées ailleurs. Un calendrier exact évite les doubles réservations et les annulations.',
      p2: 'Si vous louez aussi par d’autres canaux, mettez le calendrier à jour dès que vous y recevez une réservation. Les annonces dont le calendrier est ouvert et fiable sont mieux classées dans les résultats de recherche.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Pourquoi nous vous demandons vos informations personnelles',
    paragraphs: {
      p1: 'En tant que plateforme, nous devons savoir qui reçoit les paiements des voyageurs. Vos nom, date de naissance, nationalité et adresse nous permettent de vérifier votre identité et de vous verser vos revenus.',
      p2: 'Saisissez vos informations exactement comme elles figurent sur votre pièce d’identité. Vos prénom et nom deviennent le nom affiché sur votre compte ; les voyageurs ne voient que votre prénom.',
    },
  },
  'verifying-your-identity': {
    title: 'Vérification d’identité : ce qu’il faut préparer',
    paragraphs: {
      p1: 'Les particuliers doivent fournir une carte d’identité (recto et verso) ou un passeport. Les entreprises doivent aussi fournir un extrait d’immatriculation et des informations sur les personnes qui détiennent ou représentent l’entreprise.',
      p2: 'Préparez également un justificatif de domicile et un relevé bancaire du compte sur lequel vous recevrez vos versements. Nous acceptons des documents numérisés nets et complets, de 10 Mo maximum chacun.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Réservation instantanée ou sur demande',
    paragraphs: {
      p1: 'Avec la réservation instantanée, les voyageurs réservent immédiatement les dates disponibles. C’est le choix recommandé : la plupart des voyageurs la préfèrent, et votre annonce est mieux classée.',
      p2: 'Avec la réservation sur demande, vous acceptez ou refusez chaque demande dans un délai donné. Vous gardez la main, mais vous perdez les voyageurs qui ne veulent pas attendre, et les demandes restées sans réponse expirent.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Répondre à temps aux demandes de réservation',
    paragraphs: {
      p1: 'Si vos logements se réservent sur demande, répondez à chaque demande le plus vite possible. Les voyageurs contactent souvent plusieurs hôtes à la fois et réservent chez le premier qui confirme.',
      p2: 'Refuser trop souvent ou laisser expirer des demandes réduit votre visibilité. Si vous acceptez presque toutes les demandes, passer à la réservation instantanée simplifiera la vie de tout le monde.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Numéro d’enregistrement et réglementation locale',
    paragraphs: {
      p1: 'De nombreuses régions imposent l’enregistrement des locations de vacances et l’affichage du numéro d’enregistrement sur chaque annonce. Nous vérifions le format propre à votre pays pour repérer les fautes de frappe dès la saisie.',
      p2: 'Ce numéro vous est délivré par votre mairie ou votre office de tourisme. Un logement dont le numéro n’est pas valide ne peut pas être publié tant que celui-ci n’a pas été corrigé.',
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: 'Déclarer que vous êtes propriétaire ou mandataire',
    paragraphs: {
      p1: 'Certaines régions demandent si vous êtes propriétaire de l’établissement ou si vous le louez pour le compte du propriétaire. Si vous le gérez pour quelqu’un d’autre, gardez à portée de main l’autorisation écrite du propriétaire.',
      p2: 'Ces réponses ne servent qu’aux déclarations exigées par la région. En cas de changement, mettez-les à jour dans les paramètres du logement.',
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Choisir une formule d’abonnement',
    paragraphs: {
      p1: 'Avec un abonnement, vous payez des frais annuels par annonce au lieu d’une commission sur chaque réservation. Les formules se distinguent par la visibilité et les services inclus ; comparez ce que chacune comprend avant de choisir.',
      p2: 'Si vous prévoyez beaucoup de réservations dans l’année, un abonnement revient généralement moins cher que la commission. Si vous ne louez que quelques semaines par an, la commission vous conviendra sans doute mieux.',
    },
  },
  'how-subscription-billing-works': {
    title: 'Comment fonctionne la facturation de l’abonnement',
    paragraphs: {
      p1: 'La formule est facturée lorsque votre annonce est approuvée, puis renouvelée chaque année, sauf si vous la résiliez. Vous pouvez changer de formule dans les paramètres de votre compte.',
      p2: 'Les services supplémentaires et les boosts sont facturés à part, au moment où vous les ajoutez : vous ne payez que ce que vous choisissez.',
    },
  },
  'what-a-boost-does': {
    title: 'À quoi sert un boost',
    paragraphs: {
      p1: 'Un boost place votre annonce plus haut dans les résultats de recherche pendant une période donnée. C’est utile pour une nouvelle annonce qui n’a pas encore d’avis, ou pour remplir une saison creuse.',
      p2: 'Un boost ne modifie ni votre prix ni votre annonce. Il est facultatif : vous pouvez passer cette étape et ajouter un boost plus tard.',
    },
  },
  'when-a-boost-pays-off': {
    title: 'Quand un boost est-il rentable ?',
    paragraphs: {
      p1: 'Boostez votre annonce quand les voyageurs cherchent : quelques semaines avant votre haute saison, ou quand il vous reste des dates libres sur une période qui se loue habituellement bien.',
      p2: 'Associez le boost à de belles photos et à un prix juste. Plus de visibilité amène plus de voyageurs sur votre annonce, mais c’est l’annonce elle-même qui doit les convaincre.',
    },
  },
  'commission-subscription-or-hybrid': {
    title: 'Commission, abonnement ou les deux ?',
    paragraphs: {
      p1: 'Avec la commission, vous ne payez rien à l’avance : un pourcentage de chaque réservation est prélevé lorsqu’un voyageur réserve. Avec un abonnement, vous payez des frais annuels fixes, sans commission. Le modèle « Formule et commission » associe des frais moins élevés à une commission réduite.',
      p2: 'Choisissez le modèle qui correspond à votre volume de location. Ce choix se fait lors de la mise en location de votre premier établissement ; pour en changer ensuite, passez par les paramètres de votre compte.',
    },
  },
  'extra-services-for-your-plan': {
    title: 'Des services en plus de votre formule',
    paragraphs: {
      p1: 'Des services comme des photos professionnelles, la traduction de votre description ou une mise en avant peuvent être ajoutés à votre formule. Le prix de chacun s’affiche avant que vous l’ajoutiez.',
      p2: 'Les services sont facultatifs. En cas de doute, commencez avec la formule seule : vous pourrez ajouter des services à tout moment.',
    },
  },
  'how-commission-is-charged': {
    title: 'Comment la commission est prélevée',
    paragraphs: {
      p1: 'La commission est un pourcentage du montant de la réservation. Selon la variante, elle est partagée entre vous et le voyageur, ou payée entièrement par vous : dans ce cas, les voyageurs voient un prix total plus bas.',
      p2: 'La commission n’est prélevée que sur les réservations confirmées. Aucune commission n’est prélevée sur les réservations annulées, sauf si vos conditions d’annulation vous permettent de conserver une partie du paiement.',
    },
  },
  'checklist-before-you-publish': {
    title: 'À vérifier avant de publier',
    paragraphs: {
      p1: 'Avant d’envoyer votre annonce, ouvrez l’aperçu et lisez-la comme le ferait un voyageur : le titre est-il clair ? Les photos sont-elles dans le bon ordre ? Les lits correspondent-ils au nombre de voyageurs ?',
      p2: 'Vérifiez votre prix et votre calendrier pour les mois à venir, et assurez-vous que votre numéro d’enregistrement est bien renseigné si votre région l’exige.',
    },
  },
  'what-happens-after-you-submit': {
    title: 'Que se passe-t-il une fois votre annonce envoyée ?',
    paragraphs: {
      p1: 'Votre première annonce est vérifiée par notre équipe avant sa mise en ligne ; nous pouvons vous contacter s’il manque quelque chose. Les annonces des hôtes qui ont déjà terminé leur inscription sont mises en ligne immédiatement.',
      p2: 'Pendant la vérification comme une fois l’annonce en ligne, vous pouvez continuer à modifier vos photos, vos prix et votre calendrier dans les paramètres du logement.',
    },
  },
};
