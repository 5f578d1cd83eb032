import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The page's icon as a `data:` URL of `public/favicon.svg`, written into the page's icon link. A
 * linked icon is one more request in every first load, and the browser asks for it while the page's
 * own files and calls are still coming (on the unit page twice), so the largest paint waited on it
 * in Lighthouse's model. The file stays the one source: the identity pages link it, and this reads
 * it at build time. The content security policy allows `data:` images.
 */
export function svgDataUrl(svg: string): string {
  // Only the characters a URL or the attribute cannot hold are escaped, so the SVG stays readable.
  const encoded = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replaceAll('"', "'")
    .replace(/[%#<>{}|\\^`[\]]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${encoded}`;
}

export function inlineFavicon(svgPath: string): Plugin {
  return {
    name: 'hostdeck-inline-favicon',
    transformIndexHtml(html, { filename }) {
      const link = 'href="/favicon.svg"';
      // The silent sign-in page runs in a hidden frame and shows no icon; the app's page must have one.
      if (!html.includes(link)) {
        if (filename.endsWith('/index.html'))
          throw new Error(`index.html has no icon link (${link}) to inline`);
        return html;
      }
      return html.replace(link, `href="${svgDataUrl(readFileSync(svgPath, 'utf8'))}"`);
    },
  };
}
