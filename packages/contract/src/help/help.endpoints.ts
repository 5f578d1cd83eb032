import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  contactFormBodySchema,
  contactFormResponseSchema,
  contactFormTopicsSchema,
  contactFormTypeSchema,
  helpContentSchema,
  knowledgeArticlesQuerySchema,
} from './help.schemas';

// Contact form and knowledge articles
export const getContactFormTopics = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/contact-form/topics',
  access: 'host',
  shape: 'designed',
  summary: 'Topics (name/value pairs) offered by the contact-support form.',
  query: z.object({ type: contactFormTypeSchema.default('support') }),
  response: contactFormTopicsSchema,
});

export const sendContactForm = defineEndpoint({
  method: 'POST',
  path: '/api/app/user/contact-form',
  access: 'host',
  shape: 'designed',
  summary: 'Send a message to support.',
  body: contactFormBodySchema,
  response: contactFormResponseSchema,
  successStatus: 201,
});

export const getKnowledgeArticles = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/knowledge-articles',
  access: 'host',
  shape: 'designed',
  summary: 'Help articles (optionally for help-context categories) and the messaging-app number.',
  query: knowledgeArticlesQuerySchema,
  response: helpContentSchema,
});
