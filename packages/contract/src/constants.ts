// The product's business constants and limits, one name each. Values the product rules leave open
// are our choice and say so.

// The page the server serves
/**
 * The id of the JSON data block in which the server writes the host config into the app's page,
 * so the app's start-up need not fetch `/config/{hostname}.json` first.
 */
export const HOST_CONFIG_ELEMENT_ID = 'hostdeck-host-config';
/**
 * The id of the JSON data block with the public start-up answers (app settings, settings, cookie
 * consent, the start-up translations) in the page request's language, so the app's first paint
 * waits for none of those calls.
 */
export const STARTUP_SETTINGS_ELEMENT_ID = 'hostdeck-startup-settings';

// Search and lazy loading
export const SEARCH_DEBOUNCE_MS = 350;
export const UNIT_SEARCH_DEBOUNCE_MS = 500;
export const CHAT_CLIENT_TIMEOUT_MS = 20_000;
export const LAZY_LOAD_RETRIES = 2;
export const LAZY_LOAD_RETRY_DELAY_MS = 1000;

// Subscription
export const SUBSCRIPTION_ABOUT_TO_EXPIRE_MONTHS = 3;
export const LEADS_LOW_THRESHOLD_PERCENT = 25;
export const UNIT_PUBLISH_LOW_MAX_REMAINING = 5;
export const DEFAULT_UNIT_PUBLISH_COST = 1;
/** Internal subscription statuses that count as settled (caches refresh on entering one). */
export const SETTLED_SUBSCRIPTION_STATUSES = ['active', 'cancelled'] as const;

// Help and guest profile
export const DEFAULT_ARTICLE_READ_TIME_MIN = 1;
export const GUEST_MATCH_LABEL_COUNT = 6;

// Layout sizes in px
export const HELP_DROPDOWN_WIDTH_PX = 375;
export const HELP_DROPDOWN_MAX_HEIGHT_PX = 800;
export const MODAL_WIDTH_PX = 688;
export const MEDIA_MODAL_HEIGHT_PX = 569;
export const CONTACT_SUPPORT_MODAL_WIDTH_PX = 688;
export const CONTACT_SUPPORT_MODAL_HEIGHT_PX = 524;
export const UNIT_SELECTOR_WIDTH_PX = 460;
export const DROPDOWN_MIN_WIDTH_PX = 460;
export const UNIT_SELECTOR_MIN_HEIGHT_PX = 250;
export const UNIT_SELECTOR_MAX_HEIGHT_PX = 600;
export const OTHER_DROPDOWN_WIDTH_PX = 300;
export const HEADER_HEIGHT_MOBILE_PX = 56;
export const HEADER_HEIGHT_DESKTOP_PX = 64;
export const SUBHEADER_HEIGHT_PX = 64;
export const IMPRESSION_TRACKING_THRESHOLD_PX = 175;
/** Ours: the mobile navigation's height, the same as the desktop header's. */
export const MOBILE_NAVIGATION_HEIGHT_PX = 64;

// Auth and sessions
export const TOKEN_REFRESH_THRESHOLD_S = 120;
export const TOKEN_EXPIRY_CHECK_S = 60;
export const TOKEN_EXPIRED_WITHIN_S = 5;
export const PAGE_RELOAD_AFTER_MS = 43_200_000;
export const GUEST_TOKEN_COOKIE_MAX_AGE_S = 86_400;

// Locale, money and measures
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_LOCALE = 'en-US';
/** The spec lists 1000000 and 100 as money constants; we read them as the price maximum and cents per unit. */
export const MONEY_MAX_AMOUNT = 1_000_000;
export const MONEY_MINOR_UNITS_PER_MAJOR = 100;
export const PRICE_MIN = 1;
export const PRICE_MAX = 1_000_000;
export const AREA_SQFT_PER_SQM = 10.76391042;
export const DEFAULT_ROOM_TYPE = 'bedroom';

// Badges, calendar, statistics
export const BADGE_MAX_COUNT = 10;
export const CALENDAR_RANGE_PADDING_DAYS_BEFORE = 0;
export const CALENDAR_RANGE_PADDING_DAYS_AFTER = 14;
export const STATISTICS_DAILY_PERIOD_DAYS = [30, 90] as const;
export const WEB_VITALS_MAX_VALUE = 999_999;
export const WEB_VITALS_CLS_SCALE = 1000;

// Lists and pagination. Only the unit selector's page size (20) is given; the default is ours.
export const DEFAULT_PAGE = 1;
export const DEFAULT_PROPERTY_LIST_PAGE = 1;
export const DEFAULT_REVIEWS_PAGE = 1;
export const DEFAULT_UNIT_LIST_START_PAGE = 1;
export const UNIT_SELECTOR_PAGE_SIZE = 20;
/** Ours: the spec does not show a page size. */
export const DEFAULT_PAGE_SIZE = 20;
/** Ours: the largest `limit` a list call accepts. */
export const MAX_PAGE_SIZE = 100;
/** Ours (DESIGN.md "home overview"): how many upcoming stays the overview lists. */
export const HOME_UPCOMING_STAYS_LIMIT = 5;

// Listing flow
export const LISTING_STEP_WEIGHT_MIN = 0;
export const LISTING_STEP_WEIGHT_MAX = 3;

// Messaging
/** The inquiry chat search looks at the last 12 messages. */
export const INQUIRY_CHAT_SEARCH_MESSAGE_COUNT = 12;

// Validation
export const MINIMUM_NOTICE_DAYS_OPTIONS = [0, 1, 2, 3, 7] as const;
/** The alternate notice list (on-request units) disables same day and 1 day. */
export const MINIMUM_NOTICE_DAYS_ALTERNATE_DISABLED = [0, 1] as const;
// Further price-and-availability limits; which field each one bounds is our reading:
/** Longest stay a host may require or allow, in nights. */
export const MAX_STAY_NIGHTS_LIMIT = 200;
/** Range of an extra fee (cleaning, pets...) in the unit's currency. */
export const EXTRA_FEE_MIN = 0;
export const EXTRA_FEE_MAX = 10_000;
export const ADDRESS_STATE_MAX_LENGTH = 3;
/** Maximum of count fields (guests, rooms, beds...). */
export const COUNT_FIELD_MAX = 9999;

// Unit photos, served as the configuration's photo constraints; the numbers are our choice.
/** Accepted photo types, checked against the file content, not its name. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** 640×427 is the smallest 3:2 photo that still fills a listing card sharply. */
export const PHOTO_MIN_WIDTH_PX = 640;
export const PHOTO_MIN_HEIGHT_PX = 427;
/** Larger photos only cost storage and upload time; 8000 px covers every phone and camera in use. */
export const PHOTO_MAX_WIDTH_PX = 8000;
export const PHOTO_MAX_HEIGHT_PX = 8000;
