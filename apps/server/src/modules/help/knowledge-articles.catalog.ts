import type { HelpContext } from '@hostdeck/contract/help/help.schemas';

/**
 * Our help articles: short, practical notes for each listing step's help context. Their words
 * live with every other text, in each language (`helpArticles:<articleId>` in the translations
 * package); here is what is the same in every language: the order, the icon and `contexts`,
 * which decides where the help dropdown offers an article.
 */
export interface CatalogArticle {
  articleId: string;
  /** A short icon key the web app maps to an icon; null for the default. */
  icon: string | null;
  contexts: readonly HelpContext[];
}

export const KNOWLEDGE_ARTICLES: readonly CatalogArticle[] = [
  { articleId: 'choosing-your-property-type', icon: 'home', contexts: ['property-type'] },
  {
    articleId: 'how-multi-unit-properties-work',
    icon: 'building',
    contexts: ['property-type', 'guests-and-rooms-info'],
  },
  { articleId: 'entering-your-address', icon: 'map-pin', contexts: ['location'] },
  {
    articleId: 'why-the-exact-location-matters',
    icon: 'compass',
    contexts: ['location', 'preview-and-submit'],
  },
  { articleId: 'setting-guest-capacity-and-rooms', icon: 'users', contexts: ['guests-and-rooms-info'] },
  { articleId: 'describing-beds', icon: 'bed', contexts: ['guests-and-rooms-beds'] },
  {
    articleId: 'sofa-beds-and-extra-beds',
    icon: 'sofa',
    contexts: ['guests-and-rooms-beds', 'guests-and-rooms-info'],
  },
  { articleId: 'taking-photos-that-get-bookings', icon: 'camera', contexts: ['photos'] },
  { articleId: 'choosing-and-ordering-photos', icon: 'images', contexts: ['photos', 'preview-and-submit'] },
  { articleId: 'amenities-guests-look-for', icon: 'star', contexts: ['amenities'] },
  {
    articleId: 'listing-amenities-accurately',
    icon: 'check-list',
    contexts: ['amenities', 'title-and-description'],
  },
  { articleId: 'writing-a-title-that-stands-out', icon: 'pencil', contexts: ['title-and-description'] },
  { articleId: 'setting-your-nightly-price', icon: 'euro', contexts: ['price'] },
  { articleId: 'minimum-stay-and-notice', icon: 'clock', contexts: ['price', 'calendar'] },
  { articleId: 'pricing-by-season', icon: 'sun', contexts: ['seasonal-price', 'price'] },
  { articleId: 'seasons-for-events-and-holidays', icon: 'calendar-star', contexts: ['seasonal-price'] },
  { articleId: 'promotions-that-work', icon: 'tag', contexts: ['promotional-discount'] },
  {
    articleId: 'last-minute-and-early-booking-discounts',
    icon: 'percent',
    contexts: ['promotional-discount', 'calendar'],
  },
  { articleId: 'keeping-your-calendar-up-to-date', icon: 'calendar', contexts: ['calendar'] },
  { articleId: 'why-we-ask-for-personal-details', icon: 'id-card', contexts: ['personal-details'] },
  { articleId: 'verifying-your-identity', icon: 'shield', contexts: ['personal-details'] },
  { articleId: 'instant-booking-or-on-request', icon: 'bolt', contexts: ['booking-preference'] },
  { articleId: 'answering-booking-requests-in-time', icon: 'inbox', contexts: ['booking-preference'] },
  { articleId: 'registration-numbers-and-local-rules', icon: 'scale', contexts: ['regional-requirements'] },
  { articleId: 'declaring-ownership-or-a-mandate', icon: 'key', contexts: ['regional-requirements'] },
  {
    articleId: 'choosing-a-subscription-plan',
    icon: 'layers',
    contexts: ['subscription-plan', 'commercial-plan'],
  },
  { articleId: 'how-subscription-billing-works', icon: 'receipt', contexts: ['subscription-plan'] },
  { articleId: 'what-a-boost-does', icon: 'rocket', contexts: ['subscription-boost'] },
  {
    articleId: 'when-a-boost-pays-off',
    icon: 'trending-up',
    contexts: ['subscription-boost', 'promotional-discount'],
  },
  {
    articleId: 'commission-subscription-or-hybrid',
    icon: 'scale-balance',
    contexts: ['commercial-plan', 'commission'],
  },
  {
    articleId: 'extra-services-for-your-plan',
    icon: 'plus-circle',
    contexts: ['commercial-plan', 'subscription-plan'],
  },
  { articleId: 'how-commission-is-charged', icon: 'coins', contexts: ['commission'] },
  { articleId: 'checklist-before-you-publish', icon: 'check', contexts: ['preview-and-submit'] },
  { articleId: 'what-happens-after-you-submit', icon: 'send', contexts: ['preview-and-submit'] },
];
