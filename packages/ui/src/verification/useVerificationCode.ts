import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RequestFn } from '../http/client';
import { lazySilentRequest, verificationApi } from './api';
import { createVerificationController, type VerificationApi, type VerificationKind, type VerificationState } from './controller';

export interface UseVerificationCodeOptions {
  kind: VerificationKind;
  /** The phone number or address to start with (a saved value). */
  initialTarget?: string;
  /** The call client; default a silent light one (messages land in `error`). */
  request?: RequestFn;
  areaCode?: string;
  /** Replaces the calls entirely (tests, other back ends). */
  api?: VerificationApi;
}

export interface VerificationCode extends VerificationState {
  canSend: boolean;
  setTarget(target: string): void;
  setCode(code: string): void;
  send(): Promise<void>;
}

export function useVerificationCode(options: UseVerificationCodeOptions): VerificationCode {
  const [controller] = useState(() =>
    createVerificationController(options.kind, options.api ?? verificationApi(options.request ?? lazySilentRequest, options.areaCode), options.initialTarget),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { ...state, canSend: controller.canSend(), setTarget: controller.setTarget, setCode: controller.setCode, send: controller.send };
}
