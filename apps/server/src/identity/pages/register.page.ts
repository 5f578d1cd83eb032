import type { RegistrationField } from '../identity.registration';
import { MIN_PASSWORD_LENGTH } from '../identity.registration';
import { escapeHtml, renderAlert, renderField, renderLayout, translatorFor } from './identity.layout';

export interface RegisterPageOptions {
  locale: string;
  appUrl: string;
  /** Where the form posts (inside an interaction or the stand-alone page). */
  action: string;
  /** Where "Already have an account? Log in" leads. */
  loginHref: string;
  values?: Partial<Record<RegistrationField | 'accountType', string>>;
  /** Translated message per field. */
  errors?: Partial<Record<RegistrationField, string>>;
  /** Translated message for the whole form (too many attempts); replaces the field summary. */
  error?: string;
}

export function renderRegisterPage({
  locale,
  appUrl,
  action,
  loginHref,
  values = {},
  errors = {},
  error,
}: RegisterPageOptions): string {
  const t = translatorFor(locale);
  const hasErrors = Object.keys(errors).length > 0;
  const firstInvalid = (['firstName', 'lastName', 'email', 'password', 'companyName'] as const).find(
    (f) => errors[f],
  );
  const isCompany = values.accountType === 'company';
  const field = (
    name: RegistrationField,
    type: 'text' | 'email' | 'password',
    label: string,
    autocomplete: string,
    extra: { hint?: string; minLength?: number; required?: boolean } = {},
  ) =>
    renderField({
      name,
      type,
      label,
      autocomplete,
      value: values[name] ?? '',
      required: extra.required ?? true,
      ...(extra.minLength ? { minLength: extra.minLength } : {}),
      ...(extra.hint ? { hint: extra.hint } : {}),
      ...(errors[name] ? { error: errors[name] } : {}),
      autofocus: firstInvalid ? firstInvalid === name : name === 'firstName',
    });
  const radio = (value: 'individual' | 'company', label: string) =>
    `<label class="choice"><input type="radio" name="accountType" value="${value}"${(value === 'company') === isCompany ? ' checked' : ''}>${escapeHtml(label)}</label>`;
  const body = `<p class="intro">${escapeHtml(t('identity:register.intro'))}</p>
${renderAlert(error ?? (hasErrors ? t('identity:formErrorSummary') : undefined))}
<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="row">
${field('firstName', 'text', t('identity:fields.firstName'), 'given-name')}
${field('lastName', 'text', t('identity:fields.lastName'), 'family-name')}
</div>
${field('email', 'email', t('identity:fields.email'), 'email')}
${field('password', 'password', t('identity:fields.password'), 'new-password', { minLength: MIN_PASSWORD_LENGTH, hint: t('identity:fields.passwordHint', { min: MIN_PASSWORD_LENGTH }) })}
<fieldset>
<legend>${escapeHtml(t('identity:fields.accountType'))}</legend>
<div class="choices">${radio('individual', t('identity:fields.accountTypeIndividual'))}${radio('company', t('identity:fields.accountTypeCompany'))}</div>
</fieldset>
${field('companyName', 'text', t('identity:fields.companyName'), 'organization', { hint: t('identity:fields.companyNameHint'), required: false })}
<div class="actions"><button type="submit">${escapeHtml(t('identity:register.submit'))}</button></div>
</form>
<p class="aside">${escapeHtml(t('identity:register.haveAccount'))} <a href="${escapeHtml(loginHref)}">${escapeHtml(t('identity:register.loginLink'))}</a></p>`;
  return renderLayout({ locale, appUrl, title: t('identity:register.title'), body });
}
