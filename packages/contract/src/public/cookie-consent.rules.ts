import type { CookieConsentChoice, ThirdPartyScript } from './cookie-consent.schemas';
import { thirdPartyScriptCategory } from './cookie-consent.schemas';

/** A third-party script loads only when its consent category allows it; functional always. */
export function mayLoadThirdPartyScript(
  script: ThirdPartyScript,
  choice: CookieConsentChoice | null,
): boolean {
  const category = thirdPartyScriptCategory[script];
  if (category === 'functional') return true;
  return choice?.[category] ?? false;
}
