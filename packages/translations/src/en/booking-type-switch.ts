// The task asking a host to switch the units still on request to instant booking, and its dialog.
export const bookingTypeSwitch = {
  task: {
    title: 'Let guests book all your units instantly',
    description:
      'Some of your units still take bookings on request, so guests wait for your answer. Choose how the remaining units should be booked.',
    action: 'Choose booking type',
  },
  dialog: {
    title: 'How should guests book your remaining units?',
    description:
      'This applies to every unit that still takes bookings on request. You can change a single unit later in its settings.',
    choiceLabel: 'Booking type for the remaining units',
    onLine: 'Switch all to instant booking',
    onLineDescription: 'Guests book right away, without waiting for you. Listings with it get more bookings.',
    onRequest: 'Keep them on request',
    onRequestDescription: 'Guests send a request and you accept or decline each one.',
    recommended: 'Recommended',
    warningTitle: 'You may get fewer bookings',
    warningDescription:
      'Guests often prefer to book instantly. With bookings on request you must answer each request in time.',
    apply: 'Apply',
    cancel: 'Cancel',
  },
  toasts: {
    switched: 'Done: your units now take instant bookings.',
    kept: 'Done: your remaining units stay on request.',
    failed: 'An error occurred. Please try again.',
  },
} as const;
