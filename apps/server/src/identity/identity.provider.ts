import Provider, {
  errors,
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '../db/client';
import { DrizzleOidcAdapter } from './identity.adapter';
import { API_RESOURCE_SCOPE, OIDC_SCOPES, webClientMetadata, webClientUrls } from './identity.clients';
import { loadFirstPartyGrant } from './identity.consent';
import { loadCookieKeys, loadSigningKeys } from './identity.keys';
import { pickLocale } from './identity.locale';
import { findUserById } from './identity.repository';
import { IDENTITY_MOUNT_PATH, translatorFor } from './pages/identity.layout';
import { renderLogoutPage, renderMessagePage } from './pages/message.page';

export interface IdentityConfig {
  publicUrl: string;
  oidc: { issuer: string; audience: string; clientId: string };
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

function localeOf(ctx: KoaContextWithOIDC): string {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return pickLocale(params?.ui_locales, ctx.get('accept-language') || undefined);
}

/**
 * The embedded OpenID Connect provider (DESIGN.md "identity"). Keys and all state live in the
 * database, so restarts keep sessions and any number of replicas can answer.
 */
export async function createIdentityProvider({
  config,
  db,
}: {
  config: IdentityConfig;
  db: Database;
}): Promise<Provider> {
  const [{ privateJwks }, cookieKeys] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db)]);
  const { issuer, audience, clientId } = config.oidc;
  const appUrl = `${config.publicUrl.replace(/\/+$/, '')}/`;
  const allowedOrigins = new Set(webClientUrls(config.publicUrl).origins);

  const policy = interactionPolicy.base();
  // `prompt=create` (OpenID Connect "Initiating User Registration"): the app's register() asks for
  // it and the interaction shows the registration form instead of the login form.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const configuration: Configuration = {
    adapter: (model: string) => new DrizzleOidcAdapter(model, db),
    clients: [webClientMetadata(config.publicUrl, clientId)],
    jwks: privateJwks as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: [...OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale', 'updated_at'],
    },
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          const name =
            [user.firstName, user.lastName].filter(Boolean).join(' ') || user.companyName || user.email;
          return {
            sub: user.id,
            email: user.email,
            // Only our own registration creates addresses; there is no verification mail yet.
            email_verified: false,
            name,
            given_name: user.firstName ?? undefined,
            family_name: user.lastName ?? undefined,
            locale: user.locale,
            updated_at: Math.floor(user.updatedAt.getTime() / 1000),
          };
        },
      };
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${IDENTITY_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    // The authorization code flow with PKCE only (OAuth 2.0 for browser-based apps): the implicit and
    // hybrid types put tokens in the URL, where history, logs and referrers can read them.
    responseTypes: ['code'],
    pkce: { required: () => true },
    loadExistingGrant: (ctx) => loadFirstPartyGrant(ctx, clientId),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const params = ctx.oidc.params as Record<string, unknown> | undefined;
          ctx.type = 'html';
          ctx.body = renderLogoutPage({
            locale: localeOf(ctx),
            appUrl,
            form,
            autoConfirm: Boolean(params?.id_token_hint),
          });
        },
        async postLogoutSuccessSource(ctx) {
          const t = translatorFor(localeOf(ctx));
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            locale: localeOf(ctx),
            appUrl,
            title: t('identity:logout.doneTitle'),
            message: t('identity:logout.doneBody'),
            link: { href: appUrl, label: t('identity:logout.backToApp') },
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        // The web app never sends `resource`: every token it gets is for the API.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_RESOURCE_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 15 * MINUTE,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // OIDC drops `offline_access` unless the request also says prompt=consent, which would break the
    // app's silent prompt=none renewals. Our first-party client gets a refresh token on every code
    // exchange instead; it expires with the SSO session unless offline_access was granted.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || client.clientId === clientId),
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    ttl: {
      AccessToken: 15 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: 60 * MINUTE,
      Interaction: 60 * MINUTE,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    async renderError(ctx, out) {
      const t = translatorFor(localeOf(ctx));
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        locale: localeOf(ctx),
        appUrl,
        title: t('identity:error.title'),
        message: t('identity:error.body'),
        detail: t('identity:error.code', { code: String(out.error) }),
        link: { href: appUrl, label: t('identity:error.backToApp') },
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // The app sits behind whatever serves PUBLIC_URL; identity.plugin.ts sets the forwarded headers
  // from PUBLIC_URL, so every URL the provider writes starts with the issuer.
  provider.proxy = true;
  return provider;
}
