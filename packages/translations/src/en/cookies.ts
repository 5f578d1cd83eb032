// Cookie consent settings served by GET /api/public/cookie-consent-settings.
export const cookies = {
  categories: {
    functional: {
      title: 'Functional cookies',
      description:
        'Needed for the dashboard to work: your consent choice, your language and what you have already seen. Always on.',
    },
    analytics: {
      title: 'Analytics cookies',
      description: 'Help us understand how the dashboard is used so we can improve it.',
    },
    marketing: {
      title: 'Marketing cookies',
      description: 'Used to show you offers that match your listings.',
    },
  },
  cookies: {
    consent: {
      title: 'Cookie consent',
      description: 'Remembers which cookie categories you accepted.',
    },
    guestToken: {
      title: 'Guest session',
      description: 'Keeps a guest signed in to the guest area for one day.',
    },
    language: {
      title: 'Language',
      description: 'Remembers the language you chose.',
    },
    bannerCounters: {
      title: 'Banner counters',
      description: 'Counts how often a banner was shown so it does not appear too often.',
    },
  },
} as const;
