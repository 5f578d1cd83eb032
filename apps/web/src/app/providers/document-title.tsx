import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useHostConfig } from '@/app/startup/startup-context';
import { formatPageTitle } from '@/shared/i18n/format-page-title';

export interface TitleHandle {
  /** Translation key of the page subtitle, e.g. `common:titles.calendar`. */
  title?: string;
}

/** Keeps `document.title` at "subtitle - product title" (spec §2) from the deepest route's handle. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { productTitle } = useHostConfig();
  const key = [...matches]
    .reverse()
    .map((match) => (match.handle as TitleHandle | undefined)?.title)
    .find(Boolean);
  const subtitle = key ? t(key) : null;
  useEffect(() => {
    document.title = formatPageTitle(subtitle, productTitle);
  }, [subtitle, productTitle]);
  return null;
}
