import '@/shared/ui/mantine-base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRouter } from '@/app/providers/app-router';
import { startFirstPage } from '@/app/router';
import { createQueryClient } from '@/shared/api/query-client';

const root = document.getElementById('root');

if (window.location.pathname === '/silent-callback') {
  // The silent-renew iframe landed on the SPA fallback instead of silent-callback.html:
  // answer the parent window and start nothing else.
  void import('./silent-callback');
} else if (root) {
  // Everything the first page needs starts now, side by side: the start-up calls, the chunks of
  // the page the address opens and its data (router.tsx). React renders the spinner meanwhile.
  const queryClient = createQueryClient();
  startFirstPage(queryClient, window.location.href);
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
