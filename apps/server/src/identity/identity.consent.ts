import type Provider from 'oidc-provider';
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { API_RESOURCE_SCOPE, OIDC_SCOPES } from './identity.clients';

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

const oidcScopes = new Set<string>(OIDC_SCOPES);
const apiScopes = new Set(API_RESOURCE_SCOPE.split(' '));

function words(value: unknown): string[] {
  return typeof value === 'string' ? value.split(' ').filter(Boolean) : [];
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Our only client is our own web app, so the host is never asked "allow Hostdeck to ...?": the
 * grant simply holds what the request asked for (OIDC scopes, claims, and the API's scopes for the
 * API audience). Returns the saved grant's id for the interaction result.
 */
export async function grantFirstPartyConsent(
  provider: Provider,
  details: InteractionDetails,
  accountId: string,
  audience: string,
): Promise<string> {
  const clientId = String(details.params.client_id);
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });

  const requested = words(details.params.scope);
  const promptDetails = details.prompt.details as Record<string, unknown>;
  const oidc = [
    ...requested.filter((scope) => oidcScopes.has(scope)),
    ...stringList(promptDetails.missingOIDCScope),
  ];
  if (oidc.length > 0) grant.addOIDCScope(oidc.join(' '));
  const claims = stringList(promptDetails.missingOIDCClaims);
  if (claims.length > 0) grant.addOIDCClaims(claims);

  const api = requested.filter((scope) => apiScopes.has(scope));
  if (api.length > 0) grant.addResourceScope(audience, api.join(' '));
  const missingResourceScopes = (promptDetails.missingResourceScopes ?? {}) as Record<string, unknown>;
  for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
    // Only the API is a resource server here (getResourceServerInfo refuses anything else).
    if (indicator === audience) grant.addResourceScope(indicator, stringList(scopes).join(' '));
  }
  return grant.save();
}

function missingFrom(granted: string, wanted: Iterable<string>): string[] {
  const have = new Set(granted.split(' '));
  return [...wanted].filter((scope) => scope && !have.has(scope));
}

/**
 * oidc-provider's `loadExistingGrant`: the grant stored for this session and client, as usual, but
 * for our own web app it is widened to whatever the request asks for (and created when missing).
 * Without this, a silent `prompt=none` renewal would answer consent_required whenever the app
 * asks for a scope or audience the first grant lacked, and log the host out for nothing.
 */
export async function loadFirstPartyGrant(
  ctx: KoaContextWithOIDC,
  firstPartyClientId: string,
): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const resultGrantId = (oidc.result?.consent as { grantId?: string } | undefined)?.grantId;
  const grantId = resultGrantId || (client ? oidc.session?.grantIdFor(client.clientId) : undefined);
  const stored = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const accountId = oidc.account?.accountId;
  if (!client || client.clientId !== firstPartyClientId || !accountId) return stored;
  if (stored && stored.accountId !== accountId) return stored;

  const grant = stored ?? new oidc.provider.Grant({ accountId, clientId: client.clientId });
  let changed = !stored;
  const oidcMissing = missingFrom(grant.getOIDCScope(), oidc.requestParamOIDCScopes);
  if (oidcMissing.length > 0) {
    grant.addOIDCScope(oidcMissing.join(' '));
    changed = true;
  }
  const resourceServers =
    (oidc as unknown as { resourceServers?: Record<string, { scopes: Set<string> }> }).resourceServers ?? {};
  for (const [indicator, server] of Object.entries(resourceServers)) {
    const wanted = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    const missing = missingFrom(grant.getResourceScope(indicator), wanted);
    if (missing.length > 0) {
      grant.addResourceScope(indicator, missing.join(' '));
      changed = true;
    }
  }
  if (changed) await grant.save();
  return grant;
}
