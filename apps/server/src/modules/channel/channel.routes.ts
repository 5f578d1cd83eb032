import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
} from '@hostdeck/contract/channel/channel-intake.schemas';
import {
  channelCreateBooking,
  channelCreateBookingRequest,
  channelCreateInquiry,
} from '@hostdeck/contract/channel/channel.endpoints';
import type { AuthContext } from '../../app/auth.plugin';
import { registerEndpoint } from '../../app/register-endpoint';
import type { ChannelCall } from '../../db/schema/channel.table';
import { auditChannelCalls } from './channel-audit';
import { deliverOnce, idempotencyKeyOf } from './channel-idempotency';
import type { IntakeCalls, IntakeContext } from './channel-intake.service';

/** The channel intake: booking requests, instant bookings and inquiries delivered with an API key. */
export function registerChannelRoutes(app: FastifyInstance, context: IntakeContext): void {
  // Before the routes, so the hook is theirs whatever the framework's order of binding.
  auditChannelCalls(app, context.db, {
    [channelCreateBookingRequest.path]: 'bookingRequest',
    [channelCreateBooking.path]: 'booking',
    [channelCreateInquiry.path]: 'inquiry',
  });

  async function handle<C extends ChannelCall>(
    call: C,
    input: { auth: AuthContext; body: IntakeCalls[C]['body']; request: FastifyRequest; reply: FastifyReply },
  ): Promise<IntakeCalls[C]['answer']> {
    const { auth, body, request, reply } = input;
    if (!auth.apiKeyId) throw new Error('A channel call ran without its API key');
    const delivered = await deliverOnce(
      context,
      call,
      { hostId: auth.userId, apiKeyId: auth.apiKeyId },
      body,
      idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    );
    if (delivered.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return delivered.answer;
  }

  registerEndpoint(app, channelCreateBookingRequest, (input) => handle('bookingRequest', input));
  registerEndpoint(app, channelCreateBooking, (input) => handle('booking', input));
  registerEndpoint(app, channelCreateInquiry, (input) => handle('inquiry', input));
}
