import { z } from 'zod';

// The guest area: a guest signs in with their booking code and email and chats with the host.

/** The guest token's cookie and lifetime (one day). */
export const GUEST_TOKEN_COOKIE = 'hostdeck_guest_token';
export const GUEST_TOKEN_TTL_SECONDS = 86_400;

export const guestLoginBodySchema = z
  .object({
    bookingCode: z.string().trim().min(1).max(64),
    email: z.string().trim().min(3).max(254).email(),
  })
  .strict();
export type GuestLoginBody = z.infer<typeof guestLoginBodySchema>;

export const guestLoginResponseSchema = z.object({
  /** A bearer token for the guest API and the chat socket, for this booking's chat only. */
  token: z.string(),
  expiresAt: z.string(),
  channelId: z.string(),
});
export type GuestLoginResponse = z.infer<typeof guestLoginResponseSchema>;

/** The guest's view of their chat: who they talk to and the stay it is about. */
export const guestChannelSchema = z.object({
  id: z.string(),
  hostName: z.string(),
  guestName: z.string(),
  bookingCode: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  /** Host messages the guest has not read. */
  unread: z.number().int().min(0),
  last_message_at: z.string().nullable(),
});
export type GuestChannel = z.infer<typeof guestChannelSchema>;
