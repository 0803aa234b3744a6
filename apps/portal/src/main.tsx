/** Portal entry: start-up (`mode`, `auto_token`, `from`), i18n, auth store, then the routes. */
import { AppProviders, browserStartupEnv, createBrowserAuthStore, initI18n, runStartup, setDocumentTitle } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const startup = runStartup(browserStartupEnv());
const i18n = initI18n();
setDocumentTitle('common.productTitle');
i18n.on('languageChanged', () => setDocumentTitle('common.productTitle'));

const authStore = createBrowserAuthStore({ loadMenus: true, titleKey: 'common.productTitle' });
// `from`: the page must not load login info; pages needing it then see a logged-out state.
if (!startup.loadLoginInfo) authStore.skipLoginInfo();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders authStore={authStore}>
      <App />
    </AppProviders>
  </StrictMode>,
);
