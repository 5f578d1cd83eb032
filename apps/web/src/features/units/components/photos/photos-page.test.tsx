import type { Photo } from '@hostdeck/contract/photos/photos.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/shared/auth/auth-session';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { configuration, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { PhotosPage } from './photos-page';

const photo = (id: string, position: number): Photo => ({
  id,
  url: `/files/units/${id}.jpg`,
  thumbnailUrl: `/files/units/${id}-thumb.jpg`,
  width: 1200,
  height: 800,
  mimeType: 'image/jpeg',
  sizeBytes: 1000,
  position,
  isCover: position === 0,
});
const photos = [photo('a', 0), photo('b', 1), photo('c', 2)];

/** An XMLHttpRequest stand-in: records requests and lets the test drive progress and the answer. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {}
}

function renderPhotos(readSize = async () => ({ width: 1200, height: 800 })) {
  return renderUi(<PhotosPage unit={makeUnit()} readSize={readSize} />);
}

function chooseFiles(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.requests = [];
  setAuthSession(null);
});

describe('photos page', () => {
  it('refuses a wrong type and a too small image before any upload', async () => {
    mockApi({
      'GET /api/app/properties-configuration': configuration,
      'GET /api/app/property-unit/u-1/photos': { items: photos },
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await renderPhotos(async () => ({ width: 300, height: 200 }));
    await screen.findByRole('list', { name: 'Photos of this unit, in display order' });
    chooseFiles([
      new File(['x'], 'scan.gif', { type: 'image/gif' }),
      new File(['x'], 'tiny.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByText('scan.gif is not an accepted image type.')).toBeTruthy();
    expect(await screen.findByText('tiny.jpg is too small (300×200); the minimum is 600×400.')).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('uploads several files at once, one request each with its own progress bar', async () => {
    mockApi({
      'GET /api/app/properties-configuration': configuration,
      'GET /api/app/property-unit/u-1/photos': { items: photos },
      'GET /api/app/property-unit/u-1': makeUnit(),
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setAuthSession({ getAccessToken: () => 'token-1', refresh: async () => false, logout: async () => {} });
    await renderPhotos();
    await screen.findByRole('list', { name: 'Photos of this unit, in display order' });
    chooseFiles([
      new File(['x'], 'terrace.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'kitchen.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const [first, second] = FakeXhr.requests as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/app/property-unit/u-1/photos');
    expect(first.headers.Authorization).toBe('Bearer token-1');
    expect((first.body?.get('file') as File).name).toBe('terrace.jpg');
    first.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    second.upload.onprogress?.({ lengthComputable: true, loaded: 90, total: 100 });
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Uploading terrace.jpg' }).getAttribute('aria-valuenow'),
      ).toBe('40'),
    );
    expect(
      screen.getByRole('progressbar', { name: 'Uploading kitchen.png' }).getAttribute('aria-valuenow'),
    ).toBe('90');
    first.status = 201;
    first.responseText = JSON.stringify(photo('d', 3));
    first.onload?.();
    second.status = 413;
    second.responseText = JSON.stringify({ code: 'photos.tooLarge', message: 'Too large', errors: [] });
    second.onload?.();
    expect(await screen.findByText('terrace.jpg is uploaded.')).toBeTruthy();
    expect(await screen.findByText('kitchen.png could not be uploaded: The file is too big.')).toBeTruthy();
  });

  it('reorders by keyboard with the move buttons and saves the new order', async () => {
    const fetch = mockApi({
      'GET /api/app/properties-configuration': configuration,
      'GET /api/app/property-unit/u-1/photos': { items: photos },
      'PUT /api/app/property-unit/u-1/photos/order': ({ init }: { init: RequestInit | undefined }) => {
        const ids = (sentBody(init) as { photoIds: string[] }).photoIds;
        return { items: ids.map((id, index) => photo(id, index)) };
      },
      'GET /api/app/property-unit/u-1': makeUnit(),
    });
    await renderPhotos();
    const grid = await screen.findByRole('list', { name: 'Photos of this unit, in display order' });
    expect(within(grid).getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    const later = within(grid).getByRole('button', { name: 'Move photo 1 later' });
    later.focus();
    fireEvent.click(later);
    expect(await screen.findByText('Photo moved to position 2.')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ photoIds: ['b', 'a', 'c'] });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual(['/files/units/b-thumb.jpg', '/files/units/a-thumb.jpg', '/files/units/c-thumb.jpg']),
    );
  });

  it('deletes a photo only after confirmation, and sets another as cover', async () => {
    const fetch = mockApi({
      'GET /api/app/properties-configuration': configuration,
      'GET /api/app/property-unit/u-1/photos': { items: photos },
      'DELETE /api/app/property-unit/u-1/photos/b': { items: [photo('a', 0), photo('c', 1)] },
      'PUT /api/app/property-unit/u-1/photos/c/cover': {
        items: [
          { ...photo('a', 0), isCover: false },
          { ...photo('c', 1), isCover: true },
        ],
      },
      'GET /api/app/property-unit/u-1': makeUnit(),
    });
    await renderPhotos();
    const grid = await screen.findByRole('list', { name: 'Photos of this unit, in display order' });
    fireEvent.click(within(grid).getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(2));
    fireEvent.click(within(grid).getAllByRole('button', { name: 'Set as cover' })[0] as HTMLElement);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/c/cover')),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(within(grid).getAllByRole('listitem')[1] as HTMLElement).queryByText('Cover'),
      ).toBeTruthy(),
    );
    expect(within(within(grid).getAllByRole('listitem')[0] as HTMLElement).queryByText('Cover')).toBeNull();
  });
});
