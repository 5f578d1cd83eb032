// Our help articles, one group per article id: its title and its paragraphs in order
// (p1, p2, …). Served as pages and listed in the help dropdown in the host's language; not part of
// the web app's texts (see SERVER_ONLY_NAMESPACES in catalog.ts).
export const helpArticles = {
  'choosing-your-property-type': {
    title: 'Single unit or multi-unit: choosing your property type',
    paragraphs: {
      p1: 'Choose single unit when guests rent the whole place as one listing: a house, a flat, a chalet. Choose multi-unit when one building or site holds several separately rentable units, such as the apartments of a residence or the rooms of a guest house.',
      p2: 'A multi-unit property shares its address and name, and each unit gets its own rooms, photos, prices and calendar. You can add more units later without entering the address again.',
      p3: 'You can switch between the two only while your first unit is still being listed. Once a unit is submitted, the type is fixed because prices, calendars and bookings depend on it.',
    },
  },
  'how-multi-unit-properties-work': {
    title: 'How multi-unit properties work',
    paragraphs: {
      p1: 'In a multi-unit property every unit is listed on its own: guests book a unit, not the building. Give each unit a clear type and title so guests can tell them apart, for example "Studio with balcony" and "Two-bedroom apartment".',
      p2: 'Units that are identical still need their own listing, because each has its own calendar. Listing the first unit carefully saves time: the next units start from the unit step and skip the property details.',
    },
  },
  'entering-your-address': {
    title: 'Entering your property’s address',
    paragraphs: {
      p1: 'Start typing the street and town and pick the matching suggestion; the form then fills in the parts it knows. Check the house number or name and the postal code, which suggestions sometimes leave out.',
      p2: 'The fields follow the conventions of the country you choose. Some countries ask for a region or province; if yours does not use one, the form hides it.',
      p3: 'Guests see the exact address only after they book. Before that, listings show the area, so a precise address never puts your privacy at risk.',
    },
  },
  'why-the-exact-location-matters': {
    title: 'Why the exact location matters to guests',
    paragraphs: {
      p1: 'Guests filter by distance to the beach, the old town or the ski lift. An accurate address puts your listing in the right searches and avoids disappointed guests who expected something else.',
      p2: 'An address that cannot be found delays review of your listing. If your place has no street number, use the name of the house or building and describe the access in your listing text.',
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Setting guest capacity and rooms',
    paragraphs: {
      p1: 'Set the maximum number of guests you accept, counting children. It should match the beds you list: guests compare both, and a mismatch is the most common reason for a question before booking.',
      p2: 'Add every bedroom and bathroom, and the living room or kitchen if guests use them. The size of the unit is optional but helps guests compare similar listings.',
    },
  },
  'describing-beds': {
    title: 'Describing beds and sleeping arrangements',
    paragraphs: {
      p1: 'For each room, add the beds it holds by type: double, single, bunk or sofa bed. Guests traveling as friends or families look closely at how many people can sleep separately.',
      p2: 'List only beds that are always there. If you can add a cot or an extra bed on request, say so in the description instead, so nobody counts on a bed that may be taken.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Sofa beds, cots and extra beds',
    paragraphs: {
      p1: 'A sofa bed in the living room raises your capacity, but guests value real bedrooms more. Count sofa beds in your guest capacity only if they are comfortable for adults.',
      p2: 'Mention in the description whether a cot or high chair is available and whether it costs extra. Families filter for it, and a clear answer saves a message.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: 'Taking photos that get bookings',
    paragraphs: {
      p1: 'Shoot in daylight with the lights on and the curtains open. Hold the camera at chest height and keep vertical lines straight; wide-angle shots from a corner show a room best.',
      p2: 'Tidy each room before the photo: clear surfaces, made beds, towels folded. Include every bedroom and bathroom, the kitchen, the outdoor space and the view if you have one.',
      p3: 'Upload at least five photos in landscape format. Large, sharp images look best; the upload tells you if a file is too small or of an unsupported type.',
    },
  },
  'choosing-and-ordering-photos': {
    title: 'Choosing and ordering your photos',
    paragraphs: {
      p1: 'Your first photo is the cover: it appears in search results, so pick the most inviting picture of the place, often the living area or the view.',
      p2: 'Order the rest as a tour: living spaces, bedrooms, bathrooms, kitchen, then outdoor space and surroundings. Remove near-duplicates; ten varied photos beat thirty similar ones.',
    },
  },
  'amenities-guests-look-for': {
    title: 'Amenities guests search for most',
    paragraphs: {
      p1: 'Wi-Fi, parking, air conditioning, a washing machine and a fully equipped kitchen are among the filters guests use most. If you offer them, tick them: an unticked amenity hides you from those searches.',
      p2: 'Outdoor features such as a pool, garden, terrace or barbecue strongly influence holiday bookings. Pets allowed is another popular filter worth setting if you accept animals.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Listing amenities accurately',
    paragraphs: {
      p1: 'Tick only what guests can use during their whole stay. A shared pool or a parking space a short walk away is fine, but say so in the description.',
      p2: 'Accurate amenities lead to better reviews: guests rarely complain about a missing extra they were not promised, but they do when a listed one is not there.',
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Writing a title and description that stand out',
    paragraphs: {
      p1: 'A good title names the type of place and its best feature: "Stone house with sea view and pool" says more than "Holiday home". Skip capital letters and exclamation marks.',
      p2: 'In the description, start with what makes the stay special, then describe the rooms, the surroundings and how to get there. Short paragraphs read well on a phone.',
      p3: 'Mention house rules that matter for the booking decision, such as stairs, quiet hours or whether the place suits small children.',
    },
  },
  'setting-your-nightly-price': {
    title: 'Setting your nightly price',
    paragraphs: {
      p1: 'Look at similar listings nearby for the dates you want to fill and start slightly below them: early reviews matter more than the last few euros of your first bookings.',
      p2: 'The nightly price is your base price. Seasons can raise or lower it for chosen periods, and promotions add discounts on top, so you rarely need to change the base price itself.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Minimum stay and days of notice',
    paragraphs: {
      p1: 'A minimum stay of two or three nights cuts cleaning and changeover work, while a one-night minimum fills gaps between longer stays. Many hosts use a longer minimum in high season only.',
      p2: 'Days of notice set how soon before arrival a guest may book. Same-day bookings fill last-minute gaps; if you need time to prepare, choose one or more days. Units booked on request need at least two days.',
    },
  },
  'pricing-by-season': {
    title: 'Pricing by season',
    paragraphs: {
      p1: 'Seasons let you set a different nightly price and minimum stay for periods of the year, such as summer holidays or the ski season, without touching your base price.',
      p2: 'Seasons may not overlap, so plan them as a year: high, shoulder and low season are enough for most places. Prices outside any season use your base price.',
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Seasons for events and public holidays',
    paragraphs: {
      p1: 'Festivals, trade fairs and long weekends raise demand for a few days. A short season with a higher price and a longer minimum stay catches that demand without affecting the rest of the year.',
      p2: 'Set these periods early: guests traveling for events book months ahead, and a price raised at the last minute comes too late.',
    },
  },
  'promotions-that-work': {
    title: 'Promotions and discounts that work',
    paragraphs: {
      p1: 'Promotions give guests a reason to book now. A discount for longer stays fills weeks with a single changeover; an early-booking discount secures the season ahead.',
      p2: 'Moderate discounts work best. Guests see the original price crossed out, so even ten percent stands out, and you keep your earnings healthy.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Last-minute and early-booking discounts',
    paragraphs: {
      p1: 'A last-minute discount applies to stays starting soon and helps fill nights that would otherwise stay empty. An early-booking discount rewards guests who book well in advance.',
      p2: 'Use one or the other for a given period rather than both: guests who plan early should not see a better price by waiting.',
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Keeping your calendar up to date',
    paragraphs: {
      p1: 'Open your calendar for the dates you want to rent and block the nights you use yourself or have sold elsewhere. An accurate calendar prevents double bookings and cancellations.',
      p2: 'If you rent through other channels too, update the calendar as soon as a booking comes in there. Listings with open, reliable calendars rank better in search.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Why we ask for your personal details',
    paragraphs: {
      p1: 'As a platform we must know who receives guests’ payments. Your name, date of birth, nationality and address let us verify your identity and pay you out.',
      p2: 'Enter your details exactly as they appear on your identity document. Your first and last name become the name shown on your account; guests only see your first name.',
    },
  },
  'verifying-your-identity': {
    title: 'Verifying your identity: what to prepare',
    paragraphs: {
      p1: 'Individuals need an identity card (both sides) or a passport. Companies also need an extract from the company register and details of the people who own or represent the company.',
      p2: 'Have a proof of address and a bank statement for the payout account ready. Clear, complete scans of up to 10 MB each are accepted.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Instant booking or booking on request',
    paragraphs: {
      p1: 'With instant booking, guests book available dates straight away. It is the recommended choice: most guests prefer it, and it ranks your listing higher.',
      p2: 'On request, you accept or decline each booking within a set time. This gives you control but loses guests who do not want to wait, and unanswered requests expire.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Answering booking requests in time',
    paragraphs: {
      p1: 'If you book on request, answer every request as soon as you can. Guests often ask several hosts at once and book whoever confirms first.',
      p2: 'Declining too often or letting requests expire lowers your visibility. If you find yourself accepting almost every request, switching to instant booking is simpler for everyone.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Registration numbers and local rules',
    paragraphs: {
      p1: 'Many regions require holiday rentals to be registered and the registration number to appear on every listing. We check the format for your country so typing errors are caught early.',
      p2: 'Your local tourist office or municipality issues the number. A unit with an invalid number cannot be published until it is corrected.',
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: 'Declaring ownership or a mandate',
    paragraphs: {
      p1: 'Some regions ask whether you own the property or rent it out on the owner’s behalf. If you manage it for someone else, keep the owner’s written permission at hand.',
      p2: 'These answers are used only for the declarations the region requires. If something changes, update them in the unit’s settings.',
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Choosing a subscription plan',
    paragraphs: {
      p1: 'With a subscription you pay a yearly fee per listing instead of a commission on every booking. Plans differ in visibility and included services; compare what each includes before you choose.',
      p2: 'If you expect many bookings a year, a subscription usually costs less than commission. If you rent only a few weeks a year, commission may suit you better.',
    },
  },
  'how-subscription-billing-works': {
    title: 'How subscription billing works',
    paragraphs: {
      p1: 'The plan is billed when your listing is approved and renews every year unless you cancel. You can change plans in your account settings.',
      p2: 'Extra services and boosts are billed separately when you add them, so you only pay for what you choose.',
    },
  },
  'what-a-boost-does': {
    title: 'What a boost does',
    paragraphs: {
      p1: 'A boost places your listing higher in search results for a period of time. It is useful for a new listing without reviews yet, or to fill a quiet season.',
      p2: 'A boost does not change your price or your listing. It is optional: you can skip this step and add a boost later.',
    },
  },
  'when-a-boost-pays-off': {
    title: 'When a boost pays off',
    paragraphs: {
      p1: 'Boost when guests are searching: a few weeks before your high season, or when you still have open dates in a period that normally sells.',
      p2: 'Combine a boost with good photos and a fair price. Extra visibility brings more guests to your page, but the listing itself has to convince them.',
    },
  },
  'commission-subscription-or-hybrid': {
    title: 'Commission, subscription or hybrid?',
    paragraphs: {
      p1: 'With commission you pay nothing up front: a percentage of each booking is charged when a guest books. With a subscription you pay a fixed yearly fee and no commission. Hybrid combines a smaller fee with a lower commission.',
      p2: 'Choose the model that matches how much you rent. You choose it while listing your first property; later changes go through your account settings.',
    },
  },
  'extra-services-for-your-plan': {
    title: 'Extra services for your plan',
    paragraphs: {
      p1: 'Services such as professional photos, translations of your description or a featured placement can be added to your plan. Each shows its price before you add it.',
      p2: 'Services are optional. Start with the plan alone if you are unsure; you can add services at any time.',
    },
  },
  'how-commission-is-charged': {
    title: 'How commission is charged',
    paragraphs: {
      p1: 'Commission is a percentage of the booking amount. Depending on the variant, it is split between you and the guest or paid by you alone, in which case guests see a lower total price.',
      p2: 'Commission is charged only on confirmed bookings. Cancelled bookings are not charged, except where your cancellation policy keeps part of the payment.',
    },
  },
  'checklist-before-you-publish': {
    title: 'Checklist before you publish',
    paragraphs: {
      p1: 'Before you submit, open the preview and read your listing as a guest would: is the title clear, are the photos in a good order, do the beds match the guest count?',
      p2: 'Check your price and calendar for the coming months, and make sure your registration number is filled in where your region requires it.',
    },
  },
  'what-happens-after-you-submit': {
    title: 'What happens after you submit',
    paragraphs: {
      p1: 'Your first listing is reviewed by our team before it goes online; we may contact you if something is missing. Listings of hosts who finished onboarding go online straight away.',
      p2: 'You can keep editing photos, prices and your calendar in the unit’s settings while the listing is reviewed or online.',
    },
  },
} as const;
