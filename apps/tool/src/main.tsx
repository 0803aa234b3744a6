/** Tool-site entry: start-up (auto_token from the portal), i18n, auth store, query client. */
import { AppProviders, browserStartupEnv, createBrowserAuthStore, initI18n, runStartup, setDocumentTitle } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const startup = runStartup(browserStartupEnv());
const i18n = initI18n();
setDocumentTitle('tool.title');
i18n.on('languageChanged', () => setDocumentTitle('tool.title'));

const authStore = createBrowserAuthStore({ loadMenus: false, titleKey: 'tool.title' });
if (!startup.loadLoginInfo) authStore.skipLoginInfo();

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppProviders authStore={authStore}>
        <App />
      </AppProviders>
    </QueryClientProvider>
  </StrictMode>,
);
