/**
 * The login sequence: post credentials (password as SHA-256 hex), offer re-login on
 * 310, store the token, force the identity choice when needed, then load login info.
 */
import { normalizeLocale, STORAGE_KEYS, toolReturnPath, type UserInfo } from '@portal/shared';
import { ApiError, setLanguage, sha256Hex, storedLocale, useAuthStore, userApi } from '@portal/ui';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { returnToToolSite } from '../../testing';
import { needsIdentityChoice, type IdentityChoice } from '../identityOptions';

export interface LoginValues {
  username: string;
  password: string;
}

interface PendingChoice {
  user: UserInfo;
  resolve(choice: IdentityChoice | null): void;
}

/** Where a logged-out visitor was going before being sent to the login screen. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/';
}

export function useLoginFlow() {
  // `i18n.t` follows the language as it is now: the account's language is applied mid-flow, after
  // which a render-time `t` would still speak the login page's language.
  const { i18n } = useTranslation();
  const t = i18n.t.bind(i18n);
  const { message, modal } = App.useApp();
  const auth = useAuthStore();
  const navigate = useNavigate();
  const location = useLocation();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<PendingChoice | null>(null);

  /** Posts the credentials; on 310 asks first and retries with relogin. Null when the user declines. */
  async function postCredentials(username: string, password: string): Promise<UserInfo | null> {
    try {
      return (await userApi.login({ username, password })).data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 310) throw error;
      const again = await modal.confirm({
        title: t('login.reloginTitle'),
        content: error.message || t('login.reloginContent'),
        okText: t('login.reloginOk'),
        cancelText: t('common.cancel'),
        okButtonProps: { 'data-testid': 'relogin-ok' },
        cancelButtonProps: { 'data-testid': 'relogin-cancel' },
      });
      if (!again) return null;
      return (await userApi.login({ username, password, relogin: true })).data;
    }
  }

  function chooseIdentity(user: UserInfo): Promise<IdentityChoice | null> {
    return new Promise((resolve) => setPending({ user, resolve }));
  }

  async function abandon(): Promise<void> {
    message.error(t('login.needIdentity'));
    message.error(t('login.failed'));
    await userApi.logout().catch(() => undefined);
    auth.setLoggedOut();
  }

  async function submit(values: LoginValues): Promise<void> {
    // One submission at a time: a double click must not post twice.
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const user = await postCredentials(values.username.trim(), await sha256Hex(values.password));
      if (!user) return;
      localStorage.setItem(STORAGE_KEYS.token, user.token);
      // The account's language wins from here on: the picker, the messages and every later call use it.
      const accountLocale = normalizeLocale(user.locale_type);
      if (accountLocale !== storedLocale()) setLanguage(accountLocale);
      if (needsIdentityChoice(user) && !(await chooseIdentity(user))) {
        await abandon();
        return;
      }
      message.success(t('login.success'));
      await auth.loadLoginInfo();
      // Sent here by the tool site: back to the page the clinician was on there.
      const toolPath = toolReturnPath(location.search);
      if (toolPath) returnToToolSite(toolPath);
      else navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      // The login call is silent so that 310 can be handled above; everything else shows here.
      message.error(error instanceof ApiError ? error.message : t('login.failed'));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const identity = pending && {
    user: pending.user,
    async confirm(choice: IdentityChoice) {
      await userApi.edit(choice);
      setPending(null);
      pending.resolve(choice);
    },
    cancel() {
      setPending(null);
      pending.resolve(null);
    },
  };

  return { submit, submitting, identity };
}
