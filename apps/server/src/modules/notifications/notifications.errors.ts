import { notificationErrorCodes } from '@hostdeck/contract/notifications/notifications.errors';
import { notFoundError } from '../../app/app-error';

export const notificationErrors = {
  notFound: () => notFoundError('No such notification.', notificationErrorCodes.notFound),
};
