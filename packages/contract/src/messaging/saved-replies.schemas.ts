import { z } from 'zod';
import { textProblem } from '../validation/text.rules';
import { MESSAGE_TEXT_MAX_LENGTH } from './messaging.schemas';

// Saved replies: texts a host writes once and inserts into a conversation in one click, with
// placeholders (`{guestFirstName}`) filled from the conversation's stay.

/** How many saved replies one host keeps at most. */
export const MAX_SAVED_REPLIES_PER_HOST = 50;
export const SAVED_REPLY_TITLE_MAX_LENGTH = 80;
/** A reply's text fits a message; placeholders filled in may make it longer, the send box says so. */
export const SAVED_REPLY_BODY_MAX_LENGTH = MESSAGE_TEXT_MAX_LENGTH;

const controlFree = (rule: string) => ({
  message: 'Control characters are not allowed',
  params: { rule },
});

const savedReplyTitleSchema = z
  .string()
  .trim()
  .min(1)
  .max(SAVED_REPLY_TITLE_MAX_LENGTH)
  // A title is one line: no line breaks or tabs either.
  .refine((text) => textProblem(text) === null && !/[\t\n\r]/.test(text), controlFree('savedReplyTitle'));

const savedReplyBodyTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(SAVED_REPLY_BODY_MAX_LENGTH)
  .refine((text) => textProblem(text) === null, controlFree('savedReplyBody'));

export const savedReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** Order in the host's list, from 0. */
  position: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedReplyListResponseSchema = z.object({ items: z.array(savedReplySchema) });

export const savedReplyBodySchema = z
  .object({ title: savedReplyTitleSchema, body: savedReplyBodyTextSchema })
  .strict();
export type SavedReplyBody = z.infer<typeof savedReplyBodySchema>;

/** A change of the title, the text or both. */
export const savedReplyPatchSchema = savedReplyBodySchema
  .partial()
  .strict()
  .refine((patch) => patch.title !== undefined || patch.body !== undefined, {
    message: 'Say title, body or both',
    params: { rule: 'savedReplyPatchEmpty' },
  });
export type SavedReplyPatch = z.infer<typeof savedReplyPatchSchema>;

/**
 * PUT .../saved-replies/order: every one of the host's reply ids, each once, in the new order. An id
 * that is not one of the caller's replies is a 404 (as on the reply's own calls); a list of the
 * caller's ids that leaves one out or names one twice is a 400 on `savedReplyIds`.
 */
export const reorderSavedRepliesBodySchema = z
  .object({
    savedReplyIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_SAVED_REPLIES_PER_HOST),
  })
  .strict();
export type ReorderSavedRepliesBody = z.infer<typeof reorderSavedRepliesBodySchema>;

export const savedReplyIdParamsSchema = z.object({ savedReplyId: z.string().min(1).max(64) });

/** The placeholders a saved reply may hold, in the order the editor offers them. */
export const SAVED_REPLY_PLACEHOLDERS = [
  'guestFirstName',
  'checkIn',
  'checkOut',
  'unitTitle',
  'address',
  'hostName',
] as const;
export type SavedReplyPlaceholder = (typeof SAVED_REPLY_PLACEHOLDERS)[number];

/**
 * What the placeholders of one conversation stand for; null when the conversation does not know
 * it (no stay, a unit without a title, a property without an address). Dates are `YYYY-MM-DD`.
 */
export const replyFactsSchema = z.object({
  guestFirstName: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  unitTitle: z.string().nullable(),
  address: z.string().nullable(),
  hostName: z.string().nullable(),
});
export type ReplyFacts = z.infer<typeof replyFactsSchema>;
