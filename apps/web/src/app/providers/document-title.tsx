import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useMatches } from 'react-router';
import { useHostConfig } from '@/app/startup/startup-context';
import { formatPageTitle } from '@/shared/i18n/format-page-title';
import { PageTitleOverrideContext } from '@/shared/i18n/page-title';

export interface TitleHandle {
  /** Translation key of the page subtitle, e.g. `common:titles.calendar`. */
  title?: string;
}

/**
 * Keeps `document.title` at "subtitle - product title": the subtitle of the deepest route's handle,
 * unless the page shown names another (usePageTitleOverride), as the not-found page does.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const { productTitle } = useHostConfig();
  const [override, setOverride] = useState<string | null>(null);
  const key =
    override ??
    [...matches]
      .reverse()
      .map((match) => (match.handle as TitleHandle | undefined)?.title)
      .find(Boolean);
  const subtitle = key ? t(key) : null;
  useEffect(() => {
    document.title = formatPageTitle(subtitle, productTitle);
  }, [subtitle, productTitle]);
  return (
    <PageTitleOverrideContext.Provider value={setOverride}>{children}</PageTitleOverrideContext.Provider>
  );
}
