import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url.rules';

describe('isValidUrl (spec §5)', () => {
  it.each([
    'example.com',
    'http://example.com',
    'https://www.example.co.uk',
    'https://sub-domain.example.com:8080/path/to/page?x=1&y=2#top',
    'example.com/path',
    'example.com?q=1',
    'example.com#fragment',
    '192.168.0.1',
    'http://10.0.0.255:65535/admin',
    '  https://example.com  ',
    'HTTPS://EXAMPLE.COM',
    'xn--bcher-kva.example',
  ])('accepts %j', (input) => {
    expect(isValidUrl(input)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:a@example.com',
    'https://',
    'localhost',
    'http://localhost:8080',
    'example',
    '256.1.1.1',
    '1.2.3',
    'http://example.com:0',
    'http://example.com:65536',
    'http://user:pass@example.com',
    'http://exa mple.com',
    'http://-example.com',
    'http://example-.com',
    'example.c',
  ])('refuses %j', (input) => {
    expect(isValidUrl(input)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidUrl(null)).toBe(false);
    expect(isValidUrl(undefined)).toBe(false);
  });
});
