import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoAfterPaint } from './after-paint';

describe('PhotoAfterPaint', () => {
  it('holds the photo’s place with a box of its class until the page has painted, then shows the photo', async () => {
    const { container } = render(<PhotoAfterPaint src="/photo.png" alt="The garden" className="thumb" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('span.thumb[aria-hidden="true"]')).not.toBeNull();

    const photo = await screen.findByRole('img', { name: 'The garden' });
    expect(photo.getAttribute('src')).toBe('/photo.png');
    expect(photo.className).toBe('thumb');
    expect(container.querySelector('span.thumb')).toBeNull();

    // Photos mounted after the first paint show at once.
    render(<PhotoAfterPaint src="/later.png" alt="Later" />);
    expect(screen.getByRole('img', { name: 'Later' })).toBeTruthy();
  });
});
