import { z } from 'zod';
import { paginated, pageQuerySchema } from '../http/pagination.schemas';
import { querySearch } from '../http/query.schemas';
import { userTypeSchema } from '../user/user.schemas';

// Staff impersonation; the staff pages and calls are of our own design (docs/decisions/0005).
export const hostSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  type: userTypeSchema,
});
export type HostSummary = z.infer<typeof hostSummarySchema>;

export const searchHostsQuerySchema = pageQuerySchema.pick({ page: true }).extend({ search: querySearch });
export type SearchHostsQuery = z.input<typeof searchHostsQuerySchema>;

export const searchHostsResponseSchema = paginated(hostSummarySchema);
export type SearchHostsResponse = z.infer<typeof searchHostsResponseSchema>;

export const impersonationStatusSchema = z.object({
  active: z.boolean(),
  host: hostSummarySchema.pick({ userId: true, email: true, displayName: true }).nullable(),
});
export type ImpersonationStatus = z.infer<typeof impersonationStatusSchema>;

/** `hostId` is the host's user id (a UUID), as the host search answers it. */
export const startImpersonationBodySchema = z.object({ hostId: z.uuid() }).strict();
export type StartImpersonationBody = z.infer<typeof startImpersonationBodySchema>;
