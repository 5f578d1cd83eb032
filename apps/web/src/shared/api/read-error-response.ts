import { CORRELATION_ID_HEADER } from '@hostdeck/contract/http/error.constants';
import { ApiError } from './api-error';

/**
 * Reads an error response (JSON or not) without throwing. The reader (with the contract's table of
 * every error code it checks `code` against) is loaded with the first error answer: a page that
 * loads without one never downloads it.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const correlationId = response.headers.get(CORRELATION_ID_HEADER);
  let body: unknown = null;
  try {
    const text = await response.text();
    if (text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
  } catch {
    body = null;
  }
  try {
    const { parseApiError } = await import('./parse-api-error');
    return parseApiError(response.status, body, correlationId);
  } catch {
    // The reader could not be downloaded: the error keeps its status, and the caller shows the
    // translated generic message it shows for a body it cannot read.
    return new ApiError({ status: response.status, correlationId });
  }
}
