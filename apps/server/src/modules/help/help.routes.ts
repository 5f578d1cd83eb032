import type { FastifyInstance } from 'fastify';
import { getKnowledgeArticles } from '@hostdeck/contract/help/help.endpoints';
import type { AppConfig } from '../../app/config';
import { registerEndpoint } from '../../app/register-endpoint';
import { allowNoncedStyleElements } from '../../app/security-headers';
import { renderArticleNotFoundPage, renderArticlePage } from './help-article.page';
import * as service from './help.service';

export function registerHelpRoutes(app: FastifyInstance, { config }: { config: AppConfig }): void {
  registerEndpoint(app, getKnowledgeArticles, async ({ query }) =>
    service.getKnowledgeArticles(config, query.categories),
  );

  // The article pages the answer links to: public HTML outside /api (no contract row; not JSON).
  app.get<{ Params: { articleId: string } }>(
    '/help/articles/:articleId',
    { config: { access: 'public' } },
    async (request, reply) => {
      const article = service.findArticle(request.params.articleId);
      const styleNonce = allowNoncedStyleElements(reply);
      reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300');
      if (!article) return reply.code(404).send(renderArticleNotFoundPage(styleNonce));
      return reply.send(renderArticlePage(article, styleNonce));
    },
  );
}
