import type { FastifyInstance } from 'fastify';
import { getKnowledgeArticles } from '@hostdeck/contract/help/help.endpoints';
import type { AppConfig } from '../../app/config';
import { DEFAULT_APP_LOCALE } from '@hostdeck/contract/i18n/locale.schemas';
import { registerEndpoint } from '../../app/register-endpoint';
import { requestedLocale } from '../../app/request-locale';
import { allowNoncedStyleElements } from '../../app/security-headers';
import { renderArticleNotFoundPage, renderArticlePage } from './help-article.page';
import * as service from './help.service';

export function registerHelpRoutes(app: FastifyInstance, { config }: { config: AppConfig }): void {
  registerEndpoint(app, getKnowledgeArticles, async ({ query, request }) =>
    service.getKnowledgeArticles(config, query.categories, requestedLocale(request)),
  );

  // The article pages the answer links to: public HTML outside /api (no contract row; not JSON).
  app.get<{ Params: { articleId: string } }>(
    '/help/articles/:articleId',
    { config: { access: 'public' } },
    async (request, reply) => {
      const article = service.findArticle(request.params.articleId);
      // The list links each page with its language (?hl=); a page opened otherwise follows the browser.
      const locale = requestedLocale(request) ?? DEFAULT_APP_LOCALE;
      const styleNonce = allowNoncedStyleElements(reply);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'Accept-Language');
      if (!article) return reply.code(404).send(renderArticleNotFoundPage(locale, styleNonce));
      return reply.send(renderArticlePage(service.articleText(article, locale), locale, styleNonce));
    },
  );
}
