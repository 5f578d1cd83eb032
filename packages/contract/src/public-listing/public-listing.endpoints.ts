import { defineEndpoint } from '../http/endpoint';
import { publicListingParamsSchema, publicListingSchema } from './public-listing.schemas';
import { publicListingErrorCodes } from './public-listing.errors';

// The page preview links point to (`/preview/:unitPublicId`) reads this. Only listed units
// (PUBLISHED or APPROVED) answer; anything else is 404, so drafts never leak.
export const getPublicListing = defineEndpoint({
  method: 'GET',
  path: '/api/public/listings/:unitPublicId',
  access: 'public',
  shape: 'designed',
  summary: 'A listed unit as a guest sees it: title, description, photos, amenities, rooms, price, city.',
  params: publicListingParamsSchema,
  response: publicListingSchema,
  errors: [publicListingErrorCodes.notFound],
});
