import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import type { HelpContent, HelpContext, KnowledgeArticle } from '@hostdeck/contract/help/help.schemas';
import { lookupTranslation } from '@hostdeck/translations/catalog';
import type { AppConfig } from '../../app/config';
import { buildAppSettings } from '../public/public.service';
import { KNOWLEDGE_ARTICLES, type CatalogArticle } from './knowledge-articles.catalog';

/** The most articles one answer lists (the help dropdown shows a handful; "all" stays one page). */
export const MAX_KNOWLEDGE_ARTICLES = 50;
const WORDS_PER_MINUTE = 200;

/** An article's words in one language. */
export interface ArticleText {
  title: string;
  paragraphs: string[];
}

/** The page of an article; with the language the list was asked in, so the page opens in it. */
export function articlePath(articleId: string, locale?: AppLocale | null): string {
  const path = `/help/articles/${encodeURIComponent(articleId)}`;
  return locale ? `${path}?hl=${encodeURIComponent(locale)}` : path;
}

/** Reading time from the body's length, at least one minute. */
export function timeToReadOf(text: ArticleText): number {
  const words = text.paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function findArticle(articleId: string): CatalogArticle | null {
  return KNOWLEDGE_ARTICLES.find((article) => article.articleId === articleId) ?? null;
}

/** The title and paragraphs (p1, p2, … in order) of an article in a language. */
export function articleText(article: CatalogArticle, locale: AppLocale): ArticleText {
  const key = `helpArticles:${article.articleId}`;
  const paragraphs: string[] = [];
  for (let index = 1; ; index += 1) {
    const paragraph = lookupTranslation(locale, `${key}.paragraphs.p${index}`);
    if (paragraph === undefined) break;
    paragraphs.push(paragraph);
  }
  return { title: lookupTranslation(locale, `${key}.title`) ?? article.articleId, paragraphs };
}

function toKnowledgeArticle(article: CatalogArticle, locale: AppLocale | null): KnowledgeArticle {
  const text = articleText(article, locale ?? 'en-US');
  return {
    articleId: article.articleId,
    url: articlePath(article.articleId, locale),
    title: text.title,
    icon: article.icon,
    timeToRead: timeToReadOf(text),
  };
}

/**
 * GET /api/app/user/knowledge-articles: the articles of the given help contexts (catalogue order,
 * each once), or every article without categories, in the language the request names; the
 * messaging-app number as app settings give it.
 */
export function getKnowledgeArticles(
  config: AppConfig,
  categories: HelpContext | HelpContext[] | undefined,
  locale: AppLocale | null,
): HelpContent {
  const wanted = categories === undefined ? null : new Set([categories].flat());
  const articles = KNOWLEDGE_ARTICLES.filter(
    (article) => wanted === null || article.contexts.some((context) => wanted.has(context)),
  );
  return {
    knowledgeArticles: {
      items: articles.slice(0, MAX_KNOWLEDGE_ARTICLES).map((article) => toKnowledgeArticle(article, locale)),
    },
    whatsappNumber: buildAppSettings(config, undefined).whatsappNumber,
  };
}
