import { z } from 'zod';

/** A host's API key as listed: never the secret, only the prefix that lets the host recognise it. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the secret, e.g. `hdk_3fA9xQ2c`. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyBodySchema = z
  .object({
    /** What the key is for (the channel manager's name), so the host can tell keys apart. */
    name: z.string().trim().min(1).max(80),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** The one answer that carries the secret: it is stored only as a hash and cannot be shown again. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
