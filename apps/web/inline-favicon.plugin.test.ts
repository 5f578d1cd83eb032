import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineFavicon, svgDataUrl } from './inline-favicon.plugin';

/** Runs the plugin's page transform the way Vite calls it, for the page at `filename`. */
function transformPage(plugin: Plugin, filename: string, html: string): string {
  const transform = plugin.transformIndexHtml as (html: string, context: { filename: string }) => string;
  return transform(html, { filename });
}

const faviconPath = join(import.meta.dirname, 'public/favicon.svg');

describe('inlineFavicon', () => {
  it('turns the icon link into a data URL that decodes to public/favicon.svg', () => {
    const plugin = inlineFavicon(faviconPath);
    const html = transformPage(
      plugin,
      '/app/index.html',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    );
    const href = /href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(readFileSync(faviconPath, 'utf8').trim().replace(/\s+/g, ' ').replaceAll('"', "'"));
  });

  it('escapes what a URL cannot hold and leaves no double quote to close the attribute', () => {
    expect(svgDataUrl('<svg fill="#fff">100%</svg>')).toBe(
      "data:image/svg+xml,%3Csvg fill='%23fff'%3E100%25%3C/svg%3E",
    );
  });

  it('fails the build when the app page has no icon link to inline, and leaves other pages alone', () => {
    const plugin = inlineFavicon(faviconPath);
    expect(() => transformPage(plugin, '/app/index.html', '<head></head>')).toThrow(/no icon link/);
    expect(transformPage(plugin, '/app/silent-callback.html', '<head></head>')).toBe('<head></head>');
  });
});
