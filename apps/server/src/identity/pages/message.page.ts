import { escapeHtml, renderLayout, translatorFor } from './identity.layout';

export interface MessagePageOptions {
  locale: string;
  appUrl: string;
  title: string;
  message: string;
  /** A technical detail shown small (an OAuth error code). */
  detail?: string;
  link?: { href: string; label: string };
}

/** Errors, "log in first", "you are logged out": a heading, a sentence and a way back. */
export function renderMessagePage({
  locale,
  appUrl,
  title,
  message,
  detail,
  link,
}: MessagePageOptions): string {
  const body = `<p class="intro">${escapeHtml(message)}</p>
${detail ? `<p class="code">${escapeHtml(detail)}</p>` : ''}
${link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return renderLayout({ locale, appUrl, title, body });
}

export interface LogoutPageOptions {
  locale: string;
  appUrl: string;
  /** oidc-provider's hidden form (id `op.logoutForm`, with its xsrf token). */
  form: string;
  /** True when the app asked for this logout with a valid id_token_hint: confirm without asking. */
  autoConfirm: boolean;
}

export function renderLogoutPage({ locale, appUrl, form, autoConfirm }: LogoutPageOptions): string {
  const t = translatorFor(locale);
  const body = `<p class="intro">${escapeHtml(t('identity:logout.question'))}</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus${autoConfirm ? ' data-autosubmit' : ''}>${escapeHtml(t('identity:logout.confirm'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t('identity:logout.cancel'))}</button>
</div>`;
  return renderLayout({ locale, appUrl, title: t('identity:logout.title'), body });
}
