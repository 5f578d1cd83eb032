import type { LocaleNamespace } from '../types';

export const listingAccount: LocaleNamespace<'listingAccount'> = {
  optional: '(facultatif)',
  commission: {
    title: 'Fonctionnement de la commission',
    description:
      'Pas de frais fixes pour publier une annonce chez nous. Une commission est prélevée uniquement sur les réservations reçues par notre intermédiaire : une annonce sans réservation ne vous coûte rien.',
    variantLabel: 'Qui paie la commission',
    variants: {
      split: {
        title: 'Partagée avec le voyageur',
        description:
          'Une partie de la commission est ajoutée au prix payé par le voyageur sous forme de frais de service ; le reste est déduit de votre versement.',
      },
      host_only: {
        title: 'Vous la payez entièrement',
        description:
          'Les voyageurs paient exactement le prix que vous fixez, sans frais de service ; la totalité de la commission est déduite de votre versement.',
      },
      host_only_14_5: {
        title: 'Vous la payez entièrement, à 14,5 %',
        description:
          'Les voyageurs paient exactement le prix que vous fixez ; 14,5 % de chaque réservation sont déduits de votre versement.',
      },
    },
  },
  verification: {
    title: 'Vérification d’identité',
    description:
      'La réglementation des paiements nous oblige à vérifier l’identité de la personne qui reçoit l’argent de vos réservations. Voici ce que cela implique.',
    tier: {
      Individual: 'La vérification portera sur vous, en tant que particulier.',
      Business: 'La vérification portera sur votre entreprise, en tant que personne morale.',
    },
    whatTitle: 'Ce que nous vous demanderons',
    documentsIntro: 'Selon votre situation, un ou plusieurs de ces documents :',
    noDocuments: 'Nous vous indiquerons les documents nécessaires au début de la vérification.',
    documents: {
      id_front: 'Carte d’identité (recto)',
      id_back: 'Carte d’identité (verso)',
      passport: 'Passeport',
      company_registration: 'Extrait d’immatriculation de l’entreprise',
      proof_of_address: 'Justificatif de domicile',
      bank_statement: 'Relevé bancaire',
    },
    whenTitle: 'Quand ?',
    when: 'Pas maintenant. Vous pouvez d’abord terminer et publier votre annonce ; nous vous demanderons de vérifier votre identité avant votre premier versement.',
    acknowledge: 'Je comprends que je dois faire vérifier mon identité avant mon premier versement.',
  },
  commercialModel: {
    title: 'Comment vous réglez nos services',
    description:
      'Choisissez comment vous nous payez : une formule d’abonnement, une commission sur les réservations, ou une formule plus légère associée à une commission.',
    modelLabel: 'Modèle commercial',
    models: {
      subscription: {
        title: 'Abonnement',
        description:
          'Vous payez le prix d’une formule pour sa durée et choisissez la formule à la page suivante. Aucune commission n’est prélevée sur vos réservations.',
      },
      commission: {
        title: 'Commission',
        description:
          'Pas de frais fixes : une commission est prélevée uniquement sur les réservations reçues par notre intermédiaire.',
      },
      hybrid: {
        title: 'Formule et commission',
        description:
          'Vous payez une formule (à choisir à la page suivante) et une commission sur chaque réservation, au pourcentage choisi ci-dessous.',
      },
    },
    variantLabel: 'Commission sur chaque réservation',
    hybridVariants: {
      hybrid_3: '3 %',
      hybrid_7: '7 %',
      hybrid_13: '13 %',
      hybrid_19: '19 %',
    },
  },
  plan: {
    title: 'Choisissez votre formule',
    description:
      'Choisissez la formule de cette annonce. Vous ajouterez des services facultatifs à la page suivante.',
    planLabel: 'Formule',
    price_one: '{{price}} par mois',
    price_many: '{{price}} tous les {{count}} de mois',
    price_other: '{{price}} tous les {{count}} mois',
    includesRankingBoost: 'Inclut un meilleur classement',
    extrasCount_one: '{{count}} service facultatif',
    extrasCount_many: '{{count}} de services facultatifs',
    extrasCount_other: '{{count}} services facultatifs',
    none: 'Aucune formule n’est proposée pour le moment. Revenez plus tard ou choisissez un autre modèle commercial.',
  },
  planServices: {
    title: 'Ajoutez des services à votre formule',
    description: 'Choisissez les services facultatifs souhaités avec la formule {{plan}}.',
    payment:
      'Rien n’est facturé pour l’instant. Vous réglerez la formule et les services choisis une fois la facturation disponible pour votre compte.',
    servicesLabel: 'Services facultatifs',
    noExtras: 'Cette formule ne propose aucun service facultatif ; passez à l’étape suivante.',
    noPlan: 'Choisissez d’abord une formule : les services en dépendent.',
    choosePlan: 'Choisir une formule',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Afficher votre numéro sur les sites partenaires',
        description:
          'Les voyageurs qui trouvent votre annonce sur nos sites partenaires peuvent vous appeler directement.',
      },
      displayGuestEmailInMessageCard: {
        title: 'Voir l’adresse e-mail des voyageurs',
        description: 'L’adresse e-mail du voyageur s’affiche avec ses messages.',
      },
      visibilityBoost: {
        title: 'Boost de visibilité',
        description:
          'Votre annonce apparaît plus haut dans les résultats de recherche pendant un certain temps.',
      },
      banner: {
        title: 'Bannière publicitaire',
        description: 'Votre annonce est mise en avant dans une bannière sur notre site.',
      },
      directEmailMarketing: {
        title: 'Marketing par e-mail',
        description: 'Votre annonce figure dans les e-mails que nous envoyons aux voyageurs.',
      },
      diamond: {
        title: 'Annonce Diamant',
        description: 'Un badge Diamant fait ressortir votre annonce dans les résultats de recherche.',
      },
      socialPackage: {
        title: 'Pack réseaux sociaux',
        description: 'Votre annonce est promue sur nos réseaux sociaux.',
      },
      inquiryMessage: {
        title: 'Réponse automatique aux demandes d’information',
        description:
          'Les voyageurs qui vous envoient une demande d’information reçoivent un message que vous avez rédigé à l’avance.',
      },
    },
  },
  details: {
    titleIndividual: 'Vos informations personnelles',
    descriptionIndividual:
      'Nous avons besoin de ces informations pour vous payer et respecter nos obligations légales de déclaration. Les voyageurs ne les voient pas.',
    titleCompany: 'Informations sur votre entreprise',
    descriptionCompany:
      'Nous avons besoin des informations de votre entreprise pour vous payer et respecter nos obligations légales de déclaration. Les voyageurs ne les voient pas.',
    personLegend: 'À propos de vous',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phoneNumber: 'Numéro de téléphone',
    dateOfBirth: 'Date de naissance',
    nationality: 'Nationalité',
    addressLegend: 'Votre adresse',
    companyLegend: 'Entreprise',
    legalBusinessName: 'Raison sociale',
    accountEmail: 'E-mail de l’entreprise',
    registeredAddressLegend: 'Adresse du siège social',
    sameAddress: 'Notre lieu d’activité principal est à l’adresse du siège social',
    principalAddressLegend: 'Lieu d’activité principal',
    taxLegend: 'Fiscalité',
    vatId: 'Numéro de TVA',
    userWithoutVatId: 'Mon entreprise n’a pas de numéro de TVA',
    taxId: 'Numéro d’identification fiscale',
    taxCountry: 'Pays ayant délivré le numéro fiscal',
    euPermanentEstablishment: 'Mon entreprise a un établissement stable dans un autre pays de l’UE',
    selectCountry: 'Choisissez un pays',
    address: {
      country: 'Pays',
      city: 'Ville',
      street: 'Rue',
      houseNumberOrName: 'Numéro ou nom de la maison',
      postalCode: 'Code postal',
      state: 'État (code, 3 caractères max.)',
      province: 'Province ou région',
    },
  },
  owner: {
    title: 'Propriétaire ou représentant légal',
    description: 'La personne qui détient votre entreprise ou qui peut légalement agir en son nom.',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    needsCompany:
      'Saisissez d’abord les informations de votre entreprise : le propriétaire est enregistré avec elles.',
    goToCompany: 'Saisir les informations de l’entreprise',
  },
};
