import {
  getGuestChat,
  getGuestChatMessages,
  markGuestChatRead,
  sendGuestChatMessage,
} from '@hostdeck/contract/messaging/messaging.endpoints';
import { GUEST_TOKEN_COOKIE, GUEST_TOKEN_TTL_SECONDS } from '@hostdeck/contract/messaging/guest-chat.schemas';
import type { Endpoint, EndpointResponse } from '@hostdeck/contract/http/endpoint';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { checkAnswer, endpointUrl, type CallOptions } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';
import { apiErrorFromResponse } from '@/shared/api/read-error-response';
import { queryKeys } from '@/shared/api/query-keys';
import { getActiveLocale } from '@/shared/i18n/active-locale';

// The guest area's calls. A guest has no account: the guest token from the login (kept in a
// cookie for a day, as the spec says) is their bearer token; a 401 means it expired or is not
// valid any more, so it is cleared and the guest signs in again.

export function readGuestToken(): string | null {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${GUEST_TOKEN_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(GUEST_TOKEN_COOKIE.length + 1)) : null;
}

/** Kept here too (the server sets it as well), for an API on another origin whose cookie the page cannot read. */
export function storeGuestToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${GUEST_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${GUEST_TOKEN_TTL_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function clearGuestToken(): void {
  document.cookie = `${GUEST_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

async function guestCall<E extends Endpoint>(
  endpoint: E,
  options?: CallOptions<E>,
): Promise<EndpointResponse<E>> {
  const token = readGuestToken();
  if (!token) throw new ApiError({ status: 401, code: commonErrorCodes.unauthorized });
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, options), {
      method: endpoint.method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': getActiveLocale(),
        Authorization: `Bearer ${token}`,
        ...(options?.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options?.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options?.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: commonErrorCodes.network });
  }
  if (response.status === 401) clearGuestToken();
  if (!response.ok) throw await apiErrorFromResponse(response);
  return checkAnswer(endpoint, await response.json()) as EndpointResponse<E>;
}

export const guestChatQueryOptions = queryOptions({
  queryKey: queryKeys.messaging.guestChat(),
  queryFn: ({ signal }) => guestCall(getGuestChat, { signal }),
});

export const guestHistoryQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.messaging.guestHistory(),
  queryFn: ({ signal, pageParam }) =>
    guestCall(getGuestChatMessages, { query: { before: pageParam ?? undefined, limit: 30 }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const sendGuestMessage = (text: string) => guestCall(sendGuestChatMessage, { body: { text } });
export const markGuestRead = () => guestCall(markGuestChatRead);
