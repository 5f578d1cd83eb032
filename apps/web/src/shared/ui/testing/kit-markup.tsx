import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { theme } from '../theme';

// The plain controls (shared/ui/plain) are drawn by the kit's stylesheet, so they must render what
// the kit's components render for the same props. Test-only.

/**
 * The markup an element renders inside the app's theme, without the kit's style elements, each
 * element's attributes, classes and inline declarations in a fixed order (their order styles nothing).
 */
export function markup(element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  const { container, unmount } = render(
    <MantineProvider theme={theme} deduplicateCssVariables={false} forceColorScheme="light">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const html = normalise(container);
  unmount();
  return html;
}

function normalise(node: Element): string {
  return [...node.childNodes]
    .map((child) => {
      if (!(child instanceof Element)) return child.textContent ?? '';
      if (child.tagName === 'STYLE') return '';
      const attributes = [...child.attributes]
        .map(({ name, value }) => {
          if (name === 'class') return `class="${value.split(/\s+/).sort().join(' ')}"`;
          if (name === 'style') return `style="${value.split(/;\s*/).filter(Boolean).sort().join('; ')}"`;
          // Generated ids differ between the kit's id hook and React's.
          return `${name}="${value.replace(/mantine-[a-z0-9]{9}(?![a-z0-9])|_r_[a-z0-9]+_|«r[a-z0-9]+»/g, 'ID')}"`;
        })
        .sort();
      const tag = child.tagName.toLowerCase();
      return `<${[tag, ...attributes].join(' ')}>${normalise(child)}</${tag}>`;
    })
    .join('');
}

export function expectSameMarkup(plain: ReactElement, kit: ReactElement) {
  expect(markup(plain)).toBe(markup(kit));
}
