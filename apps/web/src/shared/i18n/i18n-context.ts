import { createContext } from 'react';
import type { I18n } from './create-i18n';

/** The app's one translator, for `useTranslation` (provided by `I18nProvider`). */
export const I18nContext = createContext<I18n | null>(null);
