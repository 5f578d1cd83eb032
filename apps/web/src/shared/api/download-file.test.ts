import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition, saveFile } from './download-file';

describe('fileNameFromDisposition', () => {
  it('prefers the exact UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="r_servations.csv"; filename*=UTF-8''r%C3%A9servations.csv`,
        'x.csv',
      ),
    ).toBe('réservations.csv');
    expect(fileNameFromDisposition('attachment; filename="reservations-all-2026-11-27.csv"', 'x.csv')).toBe(
      'reservations-all-2026-11-27.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
  });

  it('never answers a path, and survives a broken encoding', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fevil.csv`, 'x.csv')).toBe(
      '.._.._evil.csv',
    );
    expect(fileNameFromDisposition(`attachment; filename="ok.csv"; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe(
      'ok.csv',
    );
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a hidden download link to an object URL, then removes the link and frees the URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:http://localhost/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    saveFile(blob, 'reservations.csv');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'reservations.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
