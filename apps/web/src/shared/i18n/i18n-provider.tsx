import type { ReactNode } from 'react';
import type { I18n } from './create-i18n';
import { I18nContext } from './i18n-context';

/** Hands the translator to every `useTranslation` below it. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}
