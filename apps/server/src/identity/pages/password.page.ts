import { MIN_PASSWORD_LENGTH } from '../identity.registration';
import {
  escapeHtml,
  IDENTITY_MOUNT_PATH,
  renderAlert,
  renderField,
  renderLayout,
  translatorFor,
} from './identity.layout';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export interface PasswordPageOptions {
  locale: string;
  appUrl: string;
  /** Ties the POST to the SSO session it was rendered for (see identity.routes.ts). */
  csrfToken: string;
  errors?: Partial<Record<PasswordField, string>>;
  /** A form-level error (too many attempts). */
  error?: string;
  changed?: boolean;
}

export function renderPasswordPage({
  locale,
  appUrl,
  csrfToken,
  errors = {},
  error,
  changed,
}: PasswordPageOptions): string {
  const t = translatorFor(locale);
  const hasErrors = Object.keys(errors).length > 0;
  const firstInvalid = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find(
    (f) => errors[f],
  );
  const field = (name: PasswordField, label: string, autocomplete: string, hint?: string) =>
    renderField({
      name,
      type: 'password',
      label,
      autocomplete,
      required: true,
      ...(name !== 'currentPassword' ? { minLength: MIN_PASSWORD_LENGTH } : {}),
      ...(hint ? { hint } : {}),
      ...(errors[name] ? { error: errors[name] } : {}),
      autofocus: firstInvalid ? firstInvalid === name : name === 'currentPassword' && !changed,
    });
  const status = changed
    ? `${renderAlert(t('identity:password.changed'), 'success')}`
    : renderAlert(error ?? (hasErrors ? t('identity:formErrorSummary') : undefined));
  const body = `<p class="intro">${escapeHtml(t('identity:password.intro'))}</p>
${status}
<form method="post" action="${IDENTITY_MOUNT_PATH}/password" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
${field('currentPassword', t('identity:fields.currentPassword'), 'current-password')}
${field('newPassword', t('identity:fields.newPassword'), 'new-password', t('identity:fields.passwordHint', { min: MIN_PASSWORD_LENGTH }))}
${field('confirmPassword', t('identity:fields.confirmPassword'), 'new-password')}
<div class="actions"><button type="submit">${escapeHtml(t('identity:password.submit'))}</button></div>
</form>
<p class="aside"><a href="${escapeHtml(appUrl)}">${escapeHtml(t('identity:password.backToApp'))}</a></p>`;
  return renderLayout({ locale, appUrl, title: t('identity:password.title'), body });
}
