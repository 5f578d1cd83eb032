import type { Endpoint, EndpointParams, EndpointResponse } from '@hostdeck/contract/http/endpoint';
import { commonErrorCodes } from '@hostdeck/contract/http/error.constants';
import { getAuthSession } from '@/shared/auth/auth-session';
import { getActiveLocale } from '@/shared/i18n/active-locale';
import { checkAnswer, endpointUrl, type CallOptions } from './api-client';
import { ApiError } from './api-error';
import { parseApiError } from './parse-api-error';
import { reportError } from './report-error';

// Only the unit's photos upload with progress: a module of its own keeps XMLHttpRequest's upload
// path out of the first screen's chunk, which every page loads with the API client.

export interface UploadOptions<E extends Endpoint> {
  params: EndpointParams<E>;
  file: Blob;
  /** Multipart field name of the file. */
  fieldName: string;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function sendUpload(url: string, token: string | null, options: UploadOptions<Endpoint>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getActiveLocale());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError({ status: 0, code: commonErrorCodes.network }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append(options.fieldName, options.file);
    xhr.send(body);
  });
}

/**
 * Uploads one file to a multipart row of the endpoint table with upload progress (fetch cannot
 * report it, XMLHttpRequest can). Same origin, token, 401 refresh-and-retry and error shape as
 * `callEndpoint`.
 */
export async function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  options: UploadOptions<E>,
): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint, { params: options.params } as CallOptions<E>);
  const session = getAuthSession();
  const opts = options as UploadOptions<Endpoint>;
  let answer = await sendUpload(url, session.getAccessToken(), opts);
  if (answer.status === 401) {
    if (await session.refresh()) answer = await sendUpload(url, session.getAccessToken(), opts);
    if (answer.status === 401) void session.logout();
  }
  let body: unknown;
  try {
    body = answer.text === '' ? null : (JSON.parse(answer.text) as unknown);
  } catch {
    body = answer.text;
  }
  if (answer.status < 200 || answer.status >= 300) {
    const error = parseApiError(answer.status, body);
    reportError(error, { method: endpoint.method, path: endpoint.path });
    throw error;
  }
  return checkAnswer(endpoint, body) as EndpointResponse<E>;
}
