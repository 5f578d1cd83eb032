import { getNonce } from 'get-nonce';
import { describe, expect, it } from 'vitest';
import { setUpStyleNonce } from './style-nonce';

describe('setUpStyleNonce', () => {
  it('hands the page nonce to Mantine and to the scroll lock of modals', () => {
    const head = document.createElement('head');
    head.innerHTML = '<meta property="csp-nonce" nonce="c2VydmVyLW1hZGU=">';
    const getStyleNonce = setUpStyleNonce(head);
    expect(getStyleNonce?.()).toBe('c2VydmVyLW1hZGU=');
    expect(getNonce()).toBe('c2VydmVyLW1hZGU=');
  });

  it('gives no nonce to a page served without one', () => {
    expect(setUpStyleNonce(document.createElement('head'))).toBeUndefined();
  });
});
