import { translate } from '@hostdeck/translations/catalog';
import type { TranslationKey, TranslationVars } from '@hostdeck/translations/types';

/** Where the identity server is mounted; the pages link to their own routes and assets under it. */
export const IDENTITY_MOUNT_PATH = '/auth';

export type Translator = (key: TranslationKey, vars?: TranslationVars) => string;

export function translatorFor(locale: string): Translator {
  return (key, vars) => translate(locale, key, vars);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface LayoutOptions {
  locale: string;
  /** The page's own title (also its one <h1>). */
  title: string;
  /** Already-escaped HTML placed in <main> after the <h1>. */
  body: string;
  /** Address of the web app, for the logo link. */
  appUrl: string;
}

export function renderLayout({ locale, title, body, appUrl }: LayoutOptions): string {
  const t = translatorFor(locale);
  const product = t('common:productTitle');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('identity:pageTitle', { page: title, product }))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${IDENTITY_MOUNT_PATH}/assets/identity.css">
<script src="${IDENTITY_MOUNT_PATH}/assets/identity.js" defer></script>
</head>
<body>
<a class="skip-link" href="#main">${escapeHtml(t('identity:skipToForm'))}</a>
<header><a class="brand" href="${escapeHtml(appUrl)}"><span class="brand-mark" aria-hidden="true">H</span>${escapeHtml(product)}</a></header>
<main id="main">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  value?: string;
  autocomplete?: string;
  required?: boolean;
  minLength?: number;
  autofocus?: boolean;
  hint?: string;
  /** The field's own error message. */
  error?: string;
  /** Ids of other elements describing this field (e.g. a form-level error). */
  describedBy?: string[];
  /** Marks the field invalid when the error is shown elsewhere (a form-level message). */
  invalid?: boolean;
}

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function renderField(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const describedBy = [...(options.describedBy ?? [])];
  const extras: string[] = [];
  if (options.hint) {
    describedBy.push(`${id}-hint`);
    extras.push(`<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>`);
  }
  if (options.error) {
    describedBy.push(`${id}-error`);
    extras.push(`<p class="field-error" id="${id}-error">${escapeHtml(options.error)}</p>`);
  }
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(options.name)}"`,
    `type="${options.type}"`,
    options.value !== undefined && options.type !== 'password' ? `value="${escapeHtml(options.value)}"` : '',
    options.autocomplete ? `autocomplete="${escapeHtml(options.autocomplete)}"` : '',
    options.required ? 'required' : '',
    options.minLength ? `minlength="${options.minLength}"` : '',
    options.autofocus ? 'autofocus' : '',
    options.error || options.invalid ? 'aria-invalid="true"' : '',
    describedBy.length > 0 ? `aria-describedby="${describedBy.join(' ')}"` : '',
  ].filter(Boolean);
  return `<div class="field"><label for="${id}">${escapeHtml(options.label)}</label><input ${attributes.join(' ')}>${extras.join('')}</div>`;
}

export const FORM_ERROR_ID = 'form-error';

/** A message for the whole form; role=alert so screen readers announce it after the page loads. */
export function renderAlert(message: string | undefined, kind: 'error' | 'success' = 'error'): string {
  if (!message) return '';
  const role = kind === 'error' ? 'alert' : 'status';
  return `<div class="alert alert-${kind}" id="${kind === 'error' ? FORM_ERROR_ID : 'form-status'}" role="${role}">${escapeHtml(message)}</div>`;
}
