import type { CompleteLocale } from '../types';
import { common } from './common';
import { properties } from './properties';
import { cookies } from './cookies';
import { placeholders } from './placeholders';
import { errors } from './errors';
import { auth } from './auth';
import { identity } from './identity';
import { shell } from './shell';
import { home } from './home';
import { staff } from './staff';
import { tour } from './tour';
import { propertiesPage } from './properties-page';
import { units } from './units';
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

export const resources: CompleteLocale = {
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
};
