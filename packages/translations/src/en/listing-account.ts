// Namespace `listingAccount`: the listing steps about the host's account (commission model,
// verification info, commercial model with plan and plan services, personal details).
export const listingAccount = {
  optional: '(optional)',
  commission: {
    title: 'How the commission works',
    description:
      'There is no fixed fee for listing with us. A commission is taken only from bookings you receive through us, so a listing that is not booked costs you nothing.',
    variantLabel: 'Who pays the commission',
    variants: {
      split: {
        title: 'Shared with the guest',
        description:
          'Part of the commission is added to the guest’s price as a service fee; the rest is deducted from your payout.',
      },
      host_only: {
        title: 'You pay all of it',
        description:
          'Guests pay exactly the price you set, with no service fee added; the whole commission is deducted from your payout.',
      },
      host_only_14_5: {
        title: 'You pay all of it, at 14.5 %',
        description:
          'Guests pay exactly the price you set; a fixed 14.5 % of each booking is deducted from your payout.',
      },
    },
  },
  verification: {
    title: 'Identity verification',
    description:
      'Payment rules require us to confirm who receives the money from your bookings. Here is what that involves.',
    tier: {
      Individual: 'You will be verified as a private person.',
      Business: 'Your company will be verified as a business.',
    },
    whatTitle: 'What we will ask for',
    documentsIntro: 'Depending on your situation, one or more of these documents:',
    noDocuments: 'We will tell you which documents we need when you start the verification.',
    documents: {
      id_front: 'Identity card (front)',
      id_back: 'Identity card (back)',
      passport: 'Passport',
      company_registration: 'Company registration extract',
      proof_of_address: 'Proof of address',
      bank_statement: 'Bank statement',
    },
    whenTitle: 'When',
    when: 'Not now. You can finish and publish your listing first; we ask you to verify before we send your first payout.',
    acknowledge: 'I understand that I need to verify my identity before my first payout.',
  },
  commercialModel: {
    title: 'How you pay for hosting',
    description:
      'Choose how you pay us: a subscription plan, a commission on bookings, or a smaller plan together with a commission.',
    modelLabel: 'Payment model',
    models: {
      subscription: {
        title: 'Subscription',
        description:
          'You pay the price of a plan for its period and choose the plan on the next page. No commission is taken from your bookings.',
      },
      commission: {
        title: 'Commission',
        description: 'No fixed fee: a commission is taken only from the bookings you receive through us.',
      },
      hybrid: {
        title: 'Plan and commission',
        description:
          'You pay for a plan (chosen on the next page) and a commission on each booking, at the percent you pick below.',
      },
    },
    variantLabel: 'Commission on each booking',
    hybridVariants: {
      hybrid_3: '3 %',
      hybrid_7: '7 %',
      hybrid_13: '13 %',
      hybrid_19: '19 %',
    },
  },
  plan: {
    title: 'Choose your plan',
    description: 'Pick the plan for this listing. You add optional services on the next page.',
    planLabel: 'Plan',
    price_one: '{{price}} per month',
    price_other: '{{price}} every {{count}} months',
    includesRankingBoost: 'Includes a ranking boost',
    extrasCount_one: '{{count}} optional service',
    extrasCount_other: '{{count}} optional services',
    none: 'No plans are on offer at the moment. Please come back later or choose another payment model.',
  },
  planServices: {
    title: 'Add services to your plan',
    description: 'Choose the optional services you want with the {{plan}} plan.',
    payment:
      'Nothing is charged now. You pay for the plan and the services you pick at checkout, once billing is available for your account.',
    servicesLabel: 'Optional services',
    noExtras: 'This plan has no optional services; continue to the next step.',
    noPlan: 'Choose a plan first: the services depend on it.',
    choosePlan: 'Choose a plan',
    extras: {
      showPhoneNumberOnWhitelabel: {
        title: 'Show your phone number on partner sites',
        description: 'Guests who find your listing on our partner sites can call you directly.',
      },
      displayGuestEmailInMessageCard: {
        title: 'See guests’ email addresses',
        description: 'The guest’s email address is shown with their messages.',
      },
      visibilityBoost: {
        title: 'Visibility boost',
        description: 'Your listing is shown higher in search results for a while.',
      },
      banner: {
        title: 'Advertising banner',
        description: 'Your listing is advertised in a banner on our site.',
      },
      directEmailMarketing: {
        title: 'Email marketing',
        description: 'Your listing is featured in emails we send to travelers.',
      },
      diamond: {
        title: 'Diamond listing',
        description: 'A diamond badge makes your listing stand out in search results.',
      },
      socialPackage: {
        title: 'Social media package',
        description: 'Your listing is promoted on our social media channels.',
      },
      inquiryMessage: {
        title: 'Inquiry message',
        description: 'Guests who send you an inquiry receive a message you write in advance.',
      },
    },
  },
  details: {
    titleIndividual: 'Your personal details',
    descriptionIndividual:
      'We need these details to pay you and to meet our legal reporting duties. Guests do not see them.',
    titleCompany: 'Your company details',
    descriptionCompany:
      'We need your company’s details to pay you and to meet our legal reporting duties. Guests do not see them.',
    personLegend: 'About you',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phoneNumber: 'Phone number',
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    addressLegend: 'Your address',
    companyLegend: 'Company',
    legalBusinessName: 'Legal company name',
    accountEmail: 'Company email',
    registeredAddressLegend: 'Registered address',
    sameAddress: 'Our principal place of business is the registered address',
    principalAddressLegend: 'Principal place of business',
    taxLegend: 'Tax',
    vatId: 'VAT ID',
    userWithoutVatId: 'My company has no VAT ID',
    taxId: 'Tax identification number',
    taxCountry: 'Country that issued the tax number',
    euPermanentEstablishment: 'My company has a permanent establishment in another EU country',
    selectCountry: 'Select a country',
    address: {
      country: 'Country',
      city: 'City',
      street: 'Street',
      houseNumberOrName: 'House number or name',
      postalCode: 'Postal code',
      state: 'State (code, up to 3 characters)',
      province: 'Province or region',
    },
  },
  owner: {
    title: 'Owner or legal representative',
    description: 'The person who owns your company or may act for it by law.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    needsCompany: 'Enter your company details first: the owner is saved together with them.',
    goToCompany: 'Enter company details',
  },
} as const;
