import type { FastifyInstance } from 'fastify';
import { undeclaredErrorCodes } from '@hostdeck/contract/http/endpoint-errors.rules';
import { apiErrorBodySchema } from '@hostdeck/contract/http/error.schemas';

/** The code of the 500 that replaces an answer breaking its row's promise; only tests ever see it. */
export const UNDECLARED_ERROR_CODE = 'test.undeclaredErrorCode';

function parseJson(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/**
 * Makes an error answer of a contract row fail loudly when it carries a code the row does not name
 * (in its `errors`, or as a common code): the answer becomes a 500 that says which code and which
 * row. Route tests walk through their services' refusals, so a service that starts throwing a new
 * code breaks the test that reaches it until the row declares the code, and the web, which reads
 * the rows, learns of it. Tests only: a real client keeps the answer the service meant.
 */
export function checkDeclaredErrorCodes(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const body = apiErrorBodySchema.safeParse(parseJson(payload));
    if (!body.success) return payload;
    const undeclared = undeclaredErrorCodes(endpoint, body.data);
    if (undeclared.length === 0) return payload;
    const answered = `${reply.statusCode} ${undeclared.join(', ')}`;
    reply.code(500);
    return JSON.stringify({
      code: UNDECLARED_ERROR_CODE,
      message: `${endpoint.method} ${endpoint.path} answered ${answered}, which its contract row does not declare in \`errors\`.`,
      errors: [],
    });
  });
}
