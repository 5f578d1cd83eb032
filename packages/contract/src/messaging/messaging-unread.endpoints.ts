import { defineEndpoint } from '../http/endpoint';
import { countResponseSchema } from '../http/count.schemas';

// The header inbox badge's count, in a module of its own: the app shell reads it on every page, so
// it must not bring the rest of the chat's rows and shapes into the first download. We serve it
// ourselves instead of asking a chat provider.
export const getUnreadMessagesCount = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/unread-count',
  access: 'host',
  shape: 'designed',
  summary: 'How many conversations have unread guest messages.',
  response: countResponseSchema,
});
