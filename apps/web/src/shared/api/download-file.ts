import type { Endpoint } from '@hostdeck/contract/http/endpoint';
import { fetchEndpoint, type OptionalIfEmpty } from './api-client';

/**
 * The file name a content-disposition header gives: the exact `filename*` (RFC 5987) first, else
 * the plain `filename`, else the fallback. Path separators are dropped: a name is never a path.
 */
export function fileNameFromDisposition(disposition: string | null, fallback: string): string {
  const exact = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  let name: string | undefined;
  try {
    name = exact ? decodeURIComponent(exact.trim()) : plain?.trim();
  } catch {
    name = plain?.trim();
  }
  const safe = name?.replace(/[/\\]/g, '_');
  return safe || fallback;
}

/**
 * Hands a file made in the page to the browser's downloads. A link to the API cannot carry the
 * sign-in token, so files are fetched first and saved from memory through a temporary object URL.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: release it a moment later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file row (`responseType: 'file'`) with the sign-in token and saves it under the name
 * the server gives (else `fallbackName`). Fails with `ApiError` like every call.
 */
export async function downloadEndpointFile<E extends Endpoint>(
  endpoint: E,
  fallbackName: string,
  ...options: OptionalIfEmpty<E>
): Promise<void> {
  const response = await fetchEndpoint(endpoint, ...options);
  const blob = await response.blob();
  saveFile(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}
