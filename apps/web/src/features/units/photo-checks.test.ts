import { describe, expect, it } from 'vitest';
import { checkPhoto, movePhoto } from './photo-checks';

const constraints = {
  mimeTypes: ['image/jpeg', 'image/png'],
  minWidth: 600,
  minHeight: 400,
  maxWidth: 8000,
  maxHeight: 8000,
};
const file = (type: string) => new File(['x'], 'photo', { type });

describe('checkPhoto', () => {
  it('refuses a type the configuration does not allow, without reading it', async () => {
    let read = false;
    const result = await checkPhoto(file('image/gif'), constraints, async () => {
      read = true;
      return { width: 1000, height: 800 };
    });
    expect(result).toEqual({ ok: false, reason: 'wrongType' });
    expect(read).toBe(false);
  });

  it('refuses too small and too large images and accepts the ones in range', async () => {
    const size = (width: number, height: number) => async () => ({ width, height });
    expect(await checkPhoto(file('image/png'), constraints, size(599, 800))).toMatchObject({
      reason: 'tooSmall',
    });
    expect(await checkPhoto(file('image/png'), constraints, size(800, 399))).toMatchObject({
      reason: 'tooSmall',
    });
    expect(await checkPhoto(file('image/png'), constraints, size(8001, 800))).toMatchObject({
      reason: 'tooLarge',
    });
    expect(await checkPhoto(file('image/jpeg'), constraints, size(600, 400))).toEqual({
      ok: true,
      size: { width: 600, height: 400 },
    });
  });

  it('reports an unreadable image', async () => {
    const result = await checkPhoto(file('image/png'), constraints, () => Promise.reject(new Error('bad')));
    expect(result).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('movePhoto', () => {
  it('moves one item and keeps the others in order', () => {
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
