// Strings shared by every page: product title, page titles (the page subtitle followed by the
// product title), generic actions and states.
export const common = {
  productTitle: 'Hostdeck',
  actions: {
    reload: 'Reload',
    goHome: 'Go to the homepage',
    tryAgain: 'Try again',
    close: 'Close',
  },
  unsavedChanges: {
    confirmLeave: 'You have changes that are not saved. Leave this page and lose them?',
  },
  // Beside links to sections a later release brings, so a host knows before the click.
  soon: {
    badge: 'Soon',
    description: '(coming soon)',
  },
  states: {
    loading: 'Loading',
    offline: 'You are offline. Changes will not be saved until the connection is back.',
  },
  pages: {
    errorFailedToLoad: {
      title: 'Something went wrong. Please try again.',
    },
  },
  titles: {
    home: 'Overview',
    reservations: 'Reservations',
    bookingDetails: 'Booking details',
    bookingRequestDetails: 'Booking request',
    bookingRequestConfirmation: 'Confirm booking request',
    inquiry: 'Inquiry',
    messages: 'Inbox',
    calendar: 'Calendar',
    properties: 'Properties',
    property: 'Property',
    unit: 'Unit settings',
    manageSubscription: 'Manage subscription',
    checklist: 'Checklist',
    listing: 'Add your property',
    listingEligibility: 'Check eligibility',
    listingCompleted: 'Listing submitted',
    listingPreview: 'Listing preview',
    insights: 'Statistics',
    account: 'Account',
    verification: 'Verification',
    legal: 'Legal',
    featureToggle: 'Feature toggle',
    guest: 'Guest area',
    staff: 'Staff',
    notFound: 'Page not found',
    serverError: 'Server error',
    signIn: 'Sign in',
    signOut: 'Sign out',
  },
} as const;
