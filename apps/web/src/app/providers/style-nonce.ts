import { setNonce } from 'get-nonce';

/**
 * The nonce the server gave this page for style elements (decision 0021): Vite's `html.cspNonce`
 * writes a `csp-nonce` meta tag and the server fills in a fresh value per answer. Browsers hide the
 * attribute once the page is parsed; the `nonce` property keeps it. Without one (unit tests) style
 * elements go out without a nonce.
 *
 * Mantine writes its theme variables and responsive props into style elements (`getStyleNonce`);
 * its modals lock page scrolling with one more, from react-remove-scroll, which reads get-nonce.
 */
export function setUpStyleNonce(root: ParentNode = document): (() => string) | undefined {
  const meta = root.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  if (!nonce) return undefined;
  setNonce(nonce);
  return () => nonce;
}
