import type { RegionOverrides } from '../types';

// British English differs from the American source in spelling only.
export const overrides: RegionOverrides = {
  messages: {
    list: { favorited: 'Favourites', favoriteMark: 'Favourite' },
    conversation: { favorite: 'Add to favourites', unfavorite: 'Remove from favourites' },
  },
  calendarSync: { form: { color: 'Colour' } },
  shell: {
    header: { help: 'Help centre', helpNewTab: 'Help centre (opens in a new tab)' },
    nav: { helpCenter: 'Help centre' },
    account: { items: { helpCenter: 'Help centre' } },
    topBar: { helpCenter: 'Help centre' },
  },
  units: {
    about: { descriptionHelp: 'Describe the space, the neighbourhood and what makes a stay special.' },
    size: { metric: 'Square metres (m²)' },
  },
  listing: { help: { exploreMore: 'Explore the help centre' } },
  listingBasics: {
    propertyTitle: { descriptionHelp: 'What the units share: the building, the garden, the neighbourhood.' },
  },
  listingAccount: {
    planServices: {
      extras: {
        directEmailMarketing: { description: 'Your listing is featured in emails we send to travellers.' },
      },
    },
  },
  helpArticles: {
    'describing-beds': {
      paragraphs: {
        p1: 'For each room, add the beds it holds by type: double, single, bunk or sofa bed. Guests travelling as friends or families look closely at how many people can sleep separately.',
      },
    },
    'seasons-for-events-and-holidays': {
      paragraphs: {
        p2: 'Set these periods early: guests travelling for events book months ahead, and a price raised at the last minute comes too late.',
      },
    },
  },
};
