/** Tool-site entry: start-up (auto_token from the portal), i18n, text size, auth store with menus, router, query client. */
import { AppProviders, browserStartupEnv, createBrowserAuthStore, initI18n, runStartup, setDocumentTitle } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { rootFontSize, storedFontSize } from './modules/testing';

const startup = runStartup(browserStartupEnv());
const i18n = initI18n();
setDocumentTitle('tool.title');
i18n.on('languageChanged', () => setDocumentTitle('tool.title'));
// The chosen text size (standard, large, extra large) is applied once here: changing it reloads the page.
document.documentElement.style.fontSize = rootFontSize(storedFontSize(window.localStorage));

// Menus are permissions: which test pages a role may open, who may regenerate reports.
const authStore = createBrowserAuthStore({ loadMenus: true, titleKey: 'tool.title' });
if (!startup.loadLoginInfo) authStore.skipLoginInfo();

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppProviders authStore={authStore}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </QueryClientProvider>
  </StrictMode>,
);
