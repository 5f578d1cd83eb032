import type { FastifyInstance } from 'fastify';
import {
  channelCreateBooking,
  channelCreateBookingRequest,
  channelCreateInquiry,
} from '@hostdeck/contract/channel/channel.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import * as intake from './channel-intake.service';

/** The channel intake: booking requests, instant bookings and inquiries delivered with an API key. */
export function registerChannelRoutes(app: FastifyInstance, context: intake.IntakeContext): void {
  registerEndpoint(app, channelCreateBookingRequest, ({ auth, body }) =>
    intake.deliver(context, 'bookingRequest', auth.userId, body),
  );
  registerEndpoint(app, channelCreateBooking, ({ auth, body }) =>
    intake.deliver(context, 'booking', auth.userId, body),
  );
  registerEndpoint(app, channelCreateInquiry, ({ auth, body }) =>
    intake.deliver(context, 'inquiry', auth.userId, body),
  );
}
