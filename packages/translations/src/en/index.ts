import { auth } from './auth';
import { properties } from './properties';
import { errors } from './errors';
import { placeholders } from './placeholders';
import { common } from './common';
import { cookies } from './cookies';
import { identity } from './identity';
import { shell } from './shell';
import { home } from './home';
import { staff } from './staff';
import { tour } from './tour';
import { units } from './units';
import { propertiesPage } from './properties-page';
import { listing } from './listing';
import { listingBasics } from './listing-basics';
import { listingPricing } from './listing-pricing';
import { listingAccount } from './listing-account';
import { helpArticles } from './help-articles';
import { reservationDetails } from './reservation-details';
import { reservations } from './reservations';
import { bookingTypeSwitch } from './booking-type-switch';
import { stayRules } from './stay-rules';
import { calendar } from './calendar';
import { calendarTimeline } from './calendar-timeline';
import { calendarSync } from './calendar-sync';
import { messages } from './messages';

// English is the typed source every other locale is checked against (STYLE.md, i18n).
// One namespace per feature; add one line here when you add `src/en/<namespace>.ts`.
export const en = {
  common,
  properties,
  cookies,
  placeholders,
  errors,
  auth,
  identity,
  shell,
  home,
  staff,
  tour,
  propertiesPage,
  units,
  listing,
  listingBasics,
  listingPricing,
  listingAccount,
  helpArticles,
  reservationDetails,
  reservations,
  bookingTypeSwitch,
  stayRules,
  calendar,
  calendarTimeline,
  calendarSync,
  messages,
} as const;
