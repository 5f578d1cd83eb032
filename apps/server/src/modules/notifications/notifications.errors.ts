import { notFoundError } from '../../app/app-error';

export const notificationErrorCodes = {
  notFound: 'notifications.notFound',
} as const;

export const notificationErrors = {
  notFound: () => notFoundError('No such notification.', notificationErrorCodes.notFound),
};
