// The plain page shown for sections a later release brings (no fake data).
export const placeholders = {
  comingSoon: {
    description: 'This section is coming in a later release.',
    backHome: 'Back to the homepage',
  },
  sections: {
    reservations: 'Reservations',
    bookings: 'Booking details',
    bookingRequests: 'Booking requests',
    inquiries: 'Inquiries',
    messages: 'Inbox',
    calendar: 'Calendar',
    properties: 'Properties',
    units: 'Unit settings',
    subscriptions: 'Subscriptions',
    checklist: 'Checklist',
    listing: 'Listing your property',
    insights: 'Statistics',
    account: 'Account',
    verification: 'Verification',
    legal: 'Legal information',
    featureToggle: 'Feature toggles',
    guest: 'Guest area',
  },
} as const;
