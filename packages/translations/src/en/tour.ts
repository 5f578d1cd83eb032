// The welcome tour shown with the not-found page.
export const tour = {
  close: 'Close',
  welcome: {
    title: 'Welcome to your new dashboard',
    description: 'Your account has moved to Hostdeck. Short videos show you where everything is now.',
    later: 'Maybe later',
    seeAll: 'See all tutorials',
  },
  list: {
    title: 'Tutorials',
    item: '{{number}}. {{title}}',
  },
  video: {
    unavailable: 'Videos are not available in this installation.',
    unavailableLabel: '{{title}}: video not available in this installation',
    back: 'Back to the tutorials',
  },
  videos: {
    welcome: { title: 'Welcome', description: 'A quick look around your dashboard.' },
    modifyPrices: { title: 'Modify prices', description: 'Change nightly prices, seasons and promotions.' },
    modifyAvailabilities: {
      title: 'Modify availabilities',
      description: 'Open and block dates in the calendar.',
    },
    editProperty: { title: 'Edit my property', description: 'Update photos, amenities and descriptions.' },
    manageSubscriptions: { title: 'Manage subscriptions', description: 'See your plan, boosts and credits.' },
    accessProfile: {
      title: 'Access my profile',
      description: 'Find your profile, billing and payout settings.',
    },
  },
} as const;
