import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { translate } from '@hostdeck/translations/catalog';
import { escapeHtml } from '../../identity/pages/identity.layout';
import type { ArticleText } from './help.service';

// The page's few rules travel in a style element: the policy lets it through with the nonce of the
// answer it is sent in (see allowNoncedStyleElements).
function page(locale: AppLocale, title: string, main: string, styleNonce: string): string {
  const product = translate(locale, 'common:productTitle');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(product)}</title>
<style nonce="${escapeHtml(styleNonce)}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:#1f2933;background:#fff}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1.25rem}
a{color:#0b5cad}
a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
.back{display:inline-block;margin-top:1.5rem}
</style>
</head>
<body>
<main>
${main}
<a class="back" href="/home">${escapeHtml(translate(locale, 'common:actions.goHome'))}</a>
</main>
</body>
</html>`;
}

/** A help article as a small standalone page (opened from the help dropdown's links). */
export function renderArticlePage(article: ArticleText, locale: AppLocale, styleNonce: string): string {
  const paragraphs = article.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return page(
    locale,
    article.title,
    `<article>\n<h1>${escapeHtml(article.title)}</h1>\n${paragraphs}\n</article>`,
    styleNonce,
  );
}

export function renderArticleNotFoundPage(locale: AppLocale, styleNonce: string): string {
  const message = translate(locale, 'errors:common.notFound');
  return page(locale, message, `<h1>${escapeHtml(message)}</h1>`, styleNonce);
}
