/**
 * The verification-code part of `phoneNumber` and `email` items with `input.props.verify: true`, on
 * the shared controller: send (disabled until the phone or e-mail rule passes and while the resend
 * wait counts down), the code box, verification by itself at the server's length, and the status
 * line. Once verified, the field's value becomes the verification's shape (`{phone, code,
 * phone_select_code}` / `{email, code}`); changing the phone, the area code or the code puts the
 * typed text back, which the form refuses to submit.
 */
import { asVerifiedValue, verifiedEmail, verifiedPhone, type Locale, type VerifyKind } from '@portal/shared';
import { Button, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sendLabel, statusLine, useVerificationCode, verificationApi, verificationText, type VerificationApi } from '../../verification';
import { useFormRuntime } from '../context';

const TONE = { error: 'danger', warning: 'warning', success: 'success', info: 'secondary' } as const;

export interface VerifyControlsProps {
  kind: VerifyKind;
  keyName: string;
  /** The phone number (without area code) or the address the user typed. */
  target: string;
  /** The area code the phone is sent with ('86'); unused for e-mail. */
  areaCode: string;
  /** The field's value: typed text, or the verified shape. */
  value: unknown;
  onChange?: ((value: unknown) => void) | undefined;
  locale: Locale;
  disabled?: boolean | undefined;
  /** The typed text the value goes back to when the verification no longer holds. */
  plain: string | undefined;
  /** Draws the target input with the send button beside it. */
  children(sendButton: ReactNode): ReactNode;
}

function useFieldApi(areaCode: string): VerificationApi {
  const { services } = useFormRuntime();
  const area = useRef(areaCode);
  area.current = areaCode;
  const [api] = useState<VerificationApi>(() => ({
    send: (kind, target) => verificationApi(services.verificationRequest, area.current).send(kind, target),
    verify: (kind, target, code) => verificationApi(services.verificationRequest, area.current).verify(kind, target, code),
  }));
  return api;
}

export function VerifyControls({ kind, keyName, target, areaCode, value, onChange, locale, disabled, plain, children }: VerifyControlsProps) {
  const api = useFieldApi(areaCode);
  const code = useVerificationCode({ kind, initialTarget: target, api });
  const { setTarget } = code;
  useEffect(() => setTarget(target), [target, setTarget]);

  const stored = asVerifiedValue(kind, value);
  const verifiedHere = code.status === 'verified' && code.target === target;
  const wrote = useRef(false);
  useEffect(() => {
    if (verifiedHere) {
      const next = kind === 'phone' ? verifiedPhone(areaCode, target, code.code) : verifiedEmail(target, code.code);
      if (JSON.stringify(next) !== JSON.stringify(stored)) {
        wrote.current = true;
        onChange?.(next);
      }
    } else if (wrote.current && stored) {
      // This field verified it, and the verification no longer holds (a new code typed).
      wrote.current = false;
      onChange?.(plain);
    }
  }, [verifiedHere, kind, areaCode, target, code.code, stored, plain, onChange]);

  const line = stored && code.status === 'idle' ? { tone: 'success' as const, text: verificationText('verified', locale) } : code.status === 'idle' ? null : statusLine(code, locale);
  const sendButton = (
    <Button disabled={disabled || !code.canSend} loading={code.status === 'sending'} data-testid={`form-send-code-${keyName}`} onClick={() => void code.send()}>
      {sendLabel(code, locale)}
    </Button>
  );
  return (
    <div data-testid={`form-verify-${keyName}`}>
      {children(sendButton)}
      {code.len !== null ? (
        <Input
          style={{ marginTop: 8 }}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={disabled}
          aria-label={verificationText('code', locale)}
          placeholder={verificationText('code', locale)}
          maxLength={code.len}
          value={code.code}
          status={code.status === 'error' ? 'error' : code.status === 'verifying' ? 'warning' : undefined}
          data-testid={`form-code-${keyName}`}
          onChange={(e) => code.setCode(e.target.value)}
        />
      ) : null}
      {line ? (
        <Typography.Text type={TONE[line.tone]} role={line.tone === 'error' ? 'alert' : 'status'} data-testid={`form-verify-status-${keyName}`} style={{ display: 'block', marginTop: 4 }}>
          {line.text}
        </Typography.Text>
      ) : null}
    </div>
  );
}
