import {
  FORM_ERROR_ID,
  IDENTITY_MOUNT_PATH,
  escapeHtml,
  renderAlert,
  renderField,
  renderLayout,
  translatorFor,
} from './identity.layout';

export interface LoginPageOptions {
  locale: string;
  appUrl: string;
  uid: string;
  email?: string;
  /** Translated message for the whole form (wrong credentials, too many attempts). */
  error?: string;
}

export function renderLoginPage({ locale, appUrl, uid, email, error }: LoginPageOptions): string {
  const t = translatorFor(locale);
  const base = `${IDENTITY_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;
  const describedBy = error ? [FORM_ERROR_ID] : [];
  const body = `<p class="intro">${escapeHtml(t('identity:login.intro'))}</p>
${renderAlert(error)}
<form method="post" action="${base}/login" novalidate>
${renderField({ name: 'email', label: t('identity:fields.email'), type: 'email', value: email ?? '', autocomplete: 'username', required: true, autofocus: !email || !error, describedBy, invalid: Boolean(error) })}
${renderField({ name: 'password', label: t('identity:fields.password'), type: 'password', autocomplete: 'current-password', required: true, autofocus: Boolean(email && error), describedBy, invalid: Boolean(error) })}
<div class="actions"><button type="submit">${escapeHtml(t('identity:login.submit'))}</button></div>
</form>
<p class="aside">${escapeHtml(t('identity:login.noAccount'))} <a href="${base}/register">${escapeHtml(t('identity:login.registerLink'))}</a></p>`;
  return renderLayout({ locale, appUrl, title: t('identity:login.title'), body });
}
