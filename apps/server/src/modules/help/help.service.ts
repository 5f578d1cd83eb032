import type { HelpContent, HelpContext, KnowledgeArticle } from '@hostdeck/contract/help/help.schemas';
import type { AppConfig } from '../../app/config';
import { buildAppSettings } from '../public/public.service';
import { KNOWLEDGE_ARTICLES, type CatalogArticle } from './knowledge-articles.catalog';

/** The most articles one answer lists (the help dropdown shows a handful; "all" stays one page). */
export const MAX_KNOWLEDGE_ARTICLES = 50;
const WORDS_PER_MINUTE = 200;

export const articlePath = (articleId: string) => `/help/articles/${encodeURIComponent(articleId)}`;

/** Reading time from the body's length, at least one minute. */
export function timeToReadOf(article: CatalogArticle): number {
  const words = article.paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function findArticle(articleId: string): CatalogArticle | null {
  return KNOWLEDGE_ARTICLES.find((article) => article.articleId === articleId) ?? null;
}

function toKnowledgeArticle(article: CatalogArticle): KnowledgeArticle {
  return {
    articleId: article.articleId,
    url: articlePath(article.articleId),
    title: article.title,
    icon: article.icon,
    timeToRead: timeToReadOf(article),
  };
}

/**
 * GET /api/app/user/knowledge-articles: the articles of the given help contexts (catalogue order,
 * each once), or every article without categories; the messaging-app number as app settings give it.
 */
export function getKnowledgeArticles(
  config: AppConfig,
  categories: HelpContext | HelpContext[] | undefined,
): HelpContent {
  const wanted = categories === undefined ? null : new Set([categories].flat());
  const articles = KNOWLEDGE_ARTICLES.filter(
    (article) => wanted === null || article.contexts.some((context) => wanted.has(context)),
  );
  return {
    knowledgeArticles: { items: articles.slice(0, MAX_KNOWLEDGE_ARTICLES).map(toKnowledgeArticle) },
    whatsappNumber: buildAppSettings(config, undefined).whatsappNumber,
  };
}
