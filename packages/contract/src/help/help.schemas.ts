import { z } from 'zod';
import { DEFAULT_ARTICLE_READ_TIME_MIN } from '../constants';

// Support request categories
export const supportRequestCategorySchema = z.enum([
  'property-information-issue',
  'requested-information-not-available',
  'requirements-clarification-needed',
  'new-feature',
  'general-feedback',
  'managing-my-subscription',
]);
export type SupportRequestCategory = z.infer<typeof supportRequestCategorySchema>;

/** `type` of GET .../contact-form/topics: which form asks (designed; the spec names the parameter only). */
export const contactFormTypeSchema = z.enum(['support', 'feedback']);
export type ContactFormType = z.infer<typeof contactFormTypeSchema>;

export const contactFormTopicSchema = z.object({ name: z.string(), value: supportRequestCategorySchema });
export type ContactFormTopic = z.infer<typeof contactFormTopicSchema>;

export const contactFormTopicsSchema = z.object({ topics: z.array(contactFormTopicSchema) });

/** Topic required; details (body) required once a topic is chosen. */
export const contactFormBodySchema = z
  .object({
    topic: supportRequestCategorySchema,
    body: z.string().trim().min(1).max(5000),
    pageId: z.string().max(200).optional(),
    propertyUnitId: z.string().max(128).optional(),
  })
  .strict();
export type ContactFormBody = z.infer<typeof contactFormBodySchema>;

export const contactFormResponseSchema = z.object({ ticketId: z.string(), createdAt: z.string() });

// Help content: knowledge articles and the messaging-app number
export const knowledgeArticleSchema = z.object({
  articleId: z.string(),
  url: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  /** Minutes; 1 when unknown. */
  timeToRead: z.number().int().min(1).default(DEFAULT_ARTICLE_READ_TIME_MIN),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

export const helpContentSchema = z.object({
  knowledgeArticles: z.object({ items: z.array(knowledgeArticleSchema) }),
  whatsappNumber: z.string().nullable(),
});
export type HelpContent = z.infer<typeof helpContentSchema>;

/** Help-context keys of the listing steps. */
export const helpContextSchema = z.enum([
  'property-type',
  'location',
  'guests-and-rooms-info',
  'guests-and-rooms-beds',
  'photos',
  'amenities',
  'title-and-description',
  'seasonal-price',
  'promotional-discount',
  'price',
  'calendar',
  'personal-details',
  'booking-preference',
  'regional-requirements',
  'subscription-plan',
  'subscription-boost',
  'commercial-plan',
  'commission',
  'preview-and-submit',
]);
export type HelpContext = z.infer<typeof helpContextSchema>;

export const knowledgeArticlesQuerySchema = z.object({
  categories: z.union([helpContextSchema, z.array(helpContextSchema)]).optional(),
});
