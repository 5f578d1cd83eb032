// URL check: optional http(s) scheme, a domain or an IPv4 address, optional port, path,
// query and fragment; the input is trimmed first. No other scheme, no credentials, no spaces.

const URL_PATTERN =
  /^(?:(https?):\/\/)?([a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*)(?::(\d{1,5}))?(\/[^\s?#]*)?(\?[^\s#]*)?(#\S*)?$/i;
const IPV4_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const TOP_LEVEL_DOMAIN = /\.[a-z]{2,63}$/i;

function isHost(host: string): boolean {
  const ipv4 = IPV4_PATTERN.exec(host);
  if (ipv4) return ipv4.slice(1).every((octet) => Number(octet) <= 255);
  // A domain needs a dot and a letter top-level domain ("localhost" and "1.2.3" are not domains).
  return (
    !/^[\d.]+$/.test(host) &&
    TOP_LEVEL_DOMAIN.test(host) &&
    host.split('.').every((label) => label.length <= 63)
  );
}

export function isValidUrl(input: string | null | undefined): boolean {
  if (input == null) return false;
  const value = input.trim();
  const match = URL_PATTERN.exec(value);
  if (!match) return false;
  const [, , host = '', port] = match;
  if (!isHost(host)) return false;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  return true;
}
