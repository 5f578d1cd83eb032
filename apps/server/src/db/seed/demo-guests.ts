/** Guest names, messages and review texts for the demo seed. */
export const GUESTS: readonly [firstName: string, lastName: string, countryCode: string][] = [
  ['Emma', 'Schneider', 'DE'],
  ['Lukas', 'Wagner', 'AT'],
  ['Sophie', 'Martin', 'FR'],
  ['Liam', 'O’Brien', 'IE'],
  ['Giulia', 'Rossi', 'IT'],
  ['Mateo', 'García', 'ES'],
  ['Olivia', 'Smith', 'GB'],
  ['Noah', 'Jansen', 'NL'],
  ['Ana', 'Kovačević', 'HR'],
  ['Jakub', 'Nowak', 'PL'],
  ['Elin', 'Andersson', 'SE'],
  ['Mia', 'Hofmann', 'CH'],
  ['James', 'Taylor', 'US'],
  ['Chloé', 'Dubois', 'BE'],
  ['Tomás', 'Silva', 'PT'],
  ['Freya', 'Nielsen', 'DK'],
  ['Marek', 'Horák', 'CZ'],
  ['Isabella', 'Bianchi', 'IT'],
  ['Oliver', 'Brown', 'AU'],
  ['Hannah', 'Müller', 'DE'],
  ['Lucas', 'Lefebvre', 'FR'],
  ['Sara', 'Lindqvist', 'FI'],
  ['Daniel', 'Fischer', 'DE'],
  ['Zofia', 'Wiśniewska', 'PL'],
];

export const GUEST_FIRST_MESSAGES = [
  'Hello! We are looking forward to our stay. Is early check-in around noon possible?',
  'Hi, could you tell me whether there is parking nearby for a small car?',
  'Good morning, we will arrive by ferry in the evening. How do we pick up the keys?',
  'Hello, is the apartment suitable for a baby? Do you have a cot?',
  'Hi! Are there good restaurants within walking distance you would recommend?',
  'Dear host, we are two couples travelling together. Are both bedrooms with double beds?',
  'Hello, would it be possible to leave our luggage after check-out?',
  'Hi, is the beach sandy or pebbly? Should we bring water shoes?',
];

export const HOST_REPLIES = [
  'Hello and thank you for your message! Yes, that works; I will confirm the details the day before.',
  'Hi! There is free street parking right in front of the house, and a paid garage two minutes away.',
  'Welcome! I will meet you at the entrance; just send me a message when you leave the ferry.',
  'Of course, a cot and a high chair are available free of charge. I will set them up.',
  'Thank you for booking with us! I will send you a list of our favourite places before you arrive.',
];

export const GUEST_FOLLOW_UPS = [
  'Perfect, thank you so much!',
  'Great, see you soon!',
  'Thanks! One more question: is there a supermarket nearby?',
  'Wonderful. We land at 18:30, so we should be there around 20:00.',
  'Thank you, that helps a lot.',
];

export const INQUIRY_MESSAGES = [
  'Hello, is the apartment available for these dates? We are a family with two children.',
  'Hi, we would like to stay a week. Could you offer a discount for a longer stay?',
  'Good afternoon, is it possible to bring our small dog?',
  'Hello, we are interested in your place for our anniversary trip. Is there a sea view from the bedroom?',
  'Hi! Do you offer airport transfers, or can you recommend a taxi company?',
];

export const REQUEST_MESSAGES = [
  'Hi, we would love to stay at your place. We are quiet non-smokers travelling with our teenage son.',
  'Hello! Booking for my parents’ visit; they will arrive by car in the afternoon.',
  'Dear host, we are coming for a wedding nearby and would love to stay with you.',
  null,
];

export const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Absolutely perfect stay. Spotless, beautifully furnished and the host was incredibly helpful.',
    'Amazing location and views. We would come back in a heartbeat.',
    'Everything was exactly as described. Comfortable beds and a very well equipped kitchen.',
    'The host went out of their way to make us feel welcome. Highly recommended!',
  ],
  4: [
    'Lovely apartment in a great spot. The street can be a bit noisy in the evening.',
    'Very good stay overall; the Wi-Fi was slow at times but everything else was great.',
    'Clean and comfortable, friendly host. Parking was a little tricky to find.',
  ],
  3: ['Nice location, but the apartment needs some updating and the shower pressure was weak.'],
  2: ['The place was not as clean as we expected on arrival, although the host fixed it the next day.'],
};

export const REVIEW_REPLIES = [
  'Thank you so much for your kind words. It was a pleasure hosting you!',
  'Thank you for the feedback; we have already had the issue fixed. Hope to see you again.',
  'We are happy you enjoyed your stay. You are always welcome back!',
];

export const REJECT_EXPLANATIONS = [
  'Sorry, the dates were already booked through another channel.',
  'Unfortunately we are doing some maintenance work during that week.',
];
