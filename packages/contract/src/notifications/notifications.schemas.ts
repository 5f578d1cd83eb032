import { z } from 'zod';
import { paginationSchema, pageQuerySchema } from '../http/pagination.schemas';

// Notification types
export const notificationTypeSchema = z.enum([
  'discountPromotion',
  /** An imported calendar brought a stay that overlaps a confirmed booking of the unit. */
  'doubleBooking',
  'describeIdealGuest',
  'instantBooking',
  'instantBookingAll',
  'instantBookingSome',
  'requiredCodiceIdentificationNumber',
  'uniqueRegistrationNumber',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  unitId: z.string().nullable(),
  read: z.boolean(),
  date: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
  pagination: paginationSchema,
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationListQuerySchema = pageQuerySchema.pick({ page: true });
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const markAllNotificationsReadResponseSchema = z.object({ unreadCount: z.literal(0) });
