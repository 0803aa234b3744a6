/**
 * What the /from/{fromName} page does with the mobile app that may embed it, on the tool site and
 * in the portal alike (test-and-training §7): the host's 'submit' message submits the form, the
 * submitted values go to the host as 'params', and close sends 'close' after 1 s.
 */
import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { closeHost, isMobileWebView, onHostMessage, postToHost } from '../host/host';
import type { RequestFn } from '../http/client';
import { request as browserRequest } from '../http/request';
import type { FormPageConfig } from './formPage';

/** The host app asks for the values: the same as pressing submit (validation included). */
export function useHostSubmit(form: FormInstance): void {
  useEffect(
    () =>
      onHostMessage((m) => {
        if (m.type === 'submit') form.submit();
      }),
    [form],
  );
}

/**
 * failed: the definition's call refused (the call client showed why); posted: the host app has
 * the values; sent: the call took them; unsent: no call and no host (a preview of the form).
 */
export type FormPageOutcome = 'failed' | 'posted' | 'sent' | 'unsent';

/** Sends valid values to the definition's submitApi when it names one, then to the host app. */
export async function submitFormPage(config: Pick<FormPageConfig, 'submitApi' | 'submitMethod'>, values: Record<string, unknown>, request: RequestFn = browserRequest): Promise<FormPageOutcome> {
  if (config.submitApi) {
    try {
      await request(config.submitMethod, config.submitApi, { data: values });
    } catch {
      return 'failed';
    }
  }
  if (postToHost('params', values)) return 'posted';
  return config.submitApi ? 'sent' : 'unsent';
}

/** In the app's web view the app closes the page; elsewhere `leave` (back, or home). */
export function closeFormPage(leave: () => void): void {
  if (isMobileWebView()) closeHost();
  else leave();
}
