import { publicListingErrorCodes } from '@hostdeck/contract/public-listing/public-listing.errors';
import { notFoundError } from '../../app/app-error';

export const publicListingErrors = {
  notFound: () => notFoundError('This listing is not online.', publicListingErrorCodes.notFound),
};
