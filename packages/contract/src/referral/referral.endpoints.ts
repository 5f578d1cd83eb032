import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

// POST /api/app/cello-token: a token for the referral widget.
export const getReferralToken = defineEndpoint({
  method: 'POST',
  path: '/api/app/cello-token',
  access: 'host',
  shape: 'spec',
  summary: 'Sign a referral-widget token for the host.',
  body: z
    .object({ productId: z.string().min(1).max(128), productUserId: z.string().min(1).max(128) })
    .strict(),
  response: z.object({ token: z.string() }),
});
