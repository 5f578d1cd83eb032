import '@/shared/ui/mantine-base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRouter } from '@/app/providers/app-router';

const root = document.getElementById('root');

if (window.location.pathname === '/silent-callback') {
  // The silent-renew iframe landed on the SPA fallback instead of silent-callback.html:
  // answer the parent window and start nothing else.
  void import('./silent-callback');
} else if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
