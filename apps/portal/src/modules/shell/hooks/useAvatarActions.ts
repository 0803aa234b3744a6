/** What the avatar menu entries do. Each identity or language change reloads the page. */
import type { Locale } from '@portal/shared';
import { isDemonstrationMode, setDemonstrationMode, setLanguage, useAuthStore, userApi } from '@portal/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityChoice } from '../../identity';

export function useAvatarActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const auth = useAuthStore();
  const [demoMode, setDemoMode] = useState(() => isDemonstrationMode(localStorage));

  return {
    demoMode,
    toggleDemoMode() {
      const next = !demoMode;
      setDemonstrationMode(localStorage, next);
      setDemoMode(next);
      void message.info(t(next ? 'menu.demoModeOn' : 'menu.demoModeOff'));
    },
    /** Rejects (keeping the dialog open) when the server refuses; the client already said why. */
    async switchIdentity(choice: IdentityChoice) {
      await userApi.edit(choice);
      window.location.reload();
    },
    async switchLanguage(target: Locale) {
      try {
        await userApi.edit({ locale_type: target });
      } catch {
        return;
      }
      setLanguage(target);
      window.location.reload();
    },
    logout: () => auth.logout(),
  };
}
