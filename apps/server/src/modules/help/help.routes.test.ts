import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpContentSchema, helpContextSchema } from '@hostdeck/contract/help/help.schemas';
import { lookupTranslation } from '@hostdeck/translations/catalog';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { en } from '@hostdeck/translations/en/index';
import { renderArticlePage } from './help-article.page';
import { KNOWLEDGE_ARTICLES } from './knowledge-articles.catalog';

describe('knowledge articles and their pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...(await t.authHeaders(demo.newHost)), ...headers } });
  const ids = (body: unknown) =>
    helpContentSchema.parse(body).knowledgeArticles.items.map((a) => a.articleId);

  it('the catalogue has at least two articles for every help context, with unique ids', () => {
    for (const context of helpContextSchema.options)
      expect(
        KNOWLEDGE_ARTICLES.filter((article) => article.contexts.includes(context)).length,
        context,
      ).toBeGreaterThanOrEqual(2);
    const articleIds = KNOWLEDGE_ARTICLES.map((article) => article.articleId);
    expect(new Set(articleIds).size).toBe(articleIds.length);
    // Every catalogue article has its words, and every text belongs to a catalogue article.
    expect(Object.keys(en.helpArticles).sort()).toEqual([...articleIds].sort());
  });

  it('without categories answers every article with its page url and reading time', async () => {
    const response = await get('/api/app/user/knowledge-articles');
    expect(response.statusCode, response.body).toBe(200);
    const body = helpContentSchema.parse(response.json());
    expect(body.whatsappNumber).toBeNull();
    expect(body.knowledgeArticles.items).toHaveLength(KNOWLEDGE_ARTICLES.length);
    for (const item of body.knowledgeArticles.items) {
      expect(item.url).toBe(`/help/articles/${item.articleId}`);
      expect(item.timeToRead).toBeGreaterThanOrEqual(1);
      expect(item.title.length).toBeGreaterThan(0);
    }
  });

  it('filters by one or several help contexts, each article once', async () => {
    const photos = ids((await get('/api/app/user/knowledge-articles?categories=photos')).json());
    expect(photos).toEqual(['taking-photos-that-get-bookings', 'choosing-and-ordering-photos']);

    const both = ids(
      (
        await get(
          '/api/app/user/knowledge-articles?categories[]=preview-and-submit&categories[]=photos&categories[]=location',
        )
      ).json(),
    );
    expect(both).toEqual(
      KNOWLEDGE_ARTICLES.filter((article) =>
        article.contexts.some((context) => ['preview-and-submit', 'photos', 'location'].includes(context)),
      ).map((article) => article.articleId),
    );
    expect(both).toContain('choosing-and-ordering-photos');
    expect(both.filter((id) => id === 'choosing-and-ordering-photos')).toHaveLength(1);
    expect(both).not.toContain('how-commission-is-charged');
  });

  it('refuses an unknown help context with a field error and requires a token', async () => {
    const bad = expectApiError(await get('/api/app/user/knowledge-articles?categories=teleport'), 400);
    expect(errorFields(bad)[0]).toMatch(/^categories/);
    await expectTokenRequired(t, { method: 'GET', url: '/api/app/user/knowledge-articles' });
  });

  it('serves each article as a public, accessible HTML page; unknown ids are a 404 page', async () => {
    const response = await t.app.inject({ url: '/help/articles/taking-photos-that-get-bookings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="en-US">');
    expect(response.body).toContain('<h1>Taking photos that get bookings</h1>');
    expect(response.body).toContain('<p>Shoot in daylight');
    expect(response.body).toContain('<a class="back" href="/home">Go to the homepage</a>');
    // Its style element is let through by the nonce of this answer only.
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);

    const missing = await t.app.inject({ url: '/help/articles/no-such-article' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain('<h1>We could not find what you were looking for.</h1>');
  });

  it('lists and serves the articles in the language the host reads', async () => {
    const french = helpContentSchema.parse(
      (await get('/api/app/user/knowledge-articles?categories=photos', { 'accept-language': 'fr' })).json(),
    ).knowledgeArticles.items;
    const photos = french.find((item) => item.articleId === 'taking-photos-that-get-bookings');
    expect(photos?.title).toBe(lookupTranslation('fr', 'helpArticles:taking-photos-that-get-bookings.title'));
    expect(photos?.title).not.toBe('Taking photos that get bookings');
    expect(photos?.url).toBe('/help/articles/taking-photos-that-get-bookings?hl=fr');

    const page = await t.app.inject({ url: '/help/articles/taking-photos-that-get-bookings?hl=hr' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hr">');
    const title = lookupTranslation('hr', 'helpArticles:taking-photos-that-get-bookings.title') ?? '';
    expect(page.body).toContain(`<h1>${title}</h1>`);
    expect(page.body).not.toContain('Shoot in daylight');
    const byBrowser = await t.app.inject({
      url: '/help/articles/no-such-article',
      headers: { 'accept-language': 'de-CH,de;q=0.9' },
    });
    expect(byBrowser.body).toContain('<html lang="de-CH">');
    expect(byBrowser.body).toContain(`<h1>${lookupTranslation('de-CH', 'errors:common.notFound')}</h1>`);
  });

  it('escapes the article text', () => {
    const html = renderArticlePage(
      { title: 'Pools & <b>spas</b>', paragraphs: ['<script>alert("x")</script>'] },
      'en-US',
      'n0nce',
    );
    expect(html).toContain('<h1>Pools &amp; &lt;b&gt;spas&lt;/b&gt;</h1>');
    expect(html).toContain('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>');
    expect(html).not.toContain('<script>');
  });
});
