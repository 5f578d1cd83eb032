import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for the plain links inside an element (the properties list), doing what
 * react-router's Link does for each of them: a plain left click on a link to this app navigates
 * within it; a click with a modifier key, another button, or on a link that opens elsewhere is
 * left to the browser (new tab, new window, download). The list renders dozens of links, and a
 * Link component each cost the list's first render more than the links themselves (decision 0051).
 */
export function useLinkClickNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigate],
  );
}
