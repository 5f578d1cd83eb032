/**
 * A country's name in a language ("Croatia" for HR in English), from the browser's own data. A
 * code the browser cannot name is shown as it came, which is better than hiding it.
 */
export function countryName(countryCode: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
