/**
 * A phone or e-mail field with its verification code, for items with `input.props.verify: true`:
 * send is enabled once the value passes the rule, the resend wait counts down, and the code
 * verifies itself at the length the server gave. Verified, the value becomes the shared shape
 * (rules/verified.ts: `{phone, code, phone_select_code}` / `{email, code}`), as the antd form
 * stores it; a new code or number puts the typed text back.
 */
import { asVerifiedValue, verifiedEmail, verifiedPhone } from '@portal/shared';
import { useEffect } from 'react';
import { DEFAULT_AREA_CODE, sendLabel, statusLine, useVerificationCode, verificationText } from '@portal/ui/verification';
import type { FieldProps } from './fields';

export function VerifiedInput({ item, value, onChange, locale, id, describedBy, kind }: FieldProps & { kind: 'phone' | 'email' }) {
  const stored = asVerifiedValue(kind, value);
  const text = stored ? ('phone' in stored ? stored.phone : stored.email) : typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const code = useVerificationCode({ kind, initialTarget: text });
  const { setTarget } = code;
  useEffect(() => setTarget(text), [text, setTarget]);
  const verifiedHere = code.status === 'verified' && code.target === text;
  const storedCode = stored?.code;
  useEffect(() => {
    if (verifiedHere && storedCode !== code.code) {
      onChange((kind === 'phone' ? verifiedPhone(DEFAULT_AREA_CODE, text, code.code) : verifiedEmail(text, code.code)));
    } else if (!verifiedHere && storedCode !== undefined && code.status !== 'idle') onChange(text);
  }, [verifiedHere, storedCode, code.code, code.status, kind, text, onChange]);
  // Before any send, the field's own rule speaks for a malformed value; no second message.
  const line = stored && code.status === 'idle' ? { tone: 'success' as const, text: verificationText('verified', locale) } : code.status === 'idle' ? null : statusLine(code, locale);
  const sent = code.len !== null;
  return (
    <div className="p-verify">
      <div className="p-verify-row">
        <input
          id={id}
          className="p-input"
          type={kind === 'phone' ? 'tel' : 'email'}
          inputMode={kind === 'phone' ? 'tel' : 'email'}
          autoComplete={kind === 'phone' ? 'tel' : 'email'}
          value={text}
          aria-describedby={describedBy}
          data-testid={`field-${item.keyName}`}
          onChange={(e) => onChange(e.target.value.trim())}
        />
        <button type="button" className="p-button" disabled={!code.canSend} data-testid={`send-code-${item.keyName}`} onClick={() => void code.send()}>
          {sendLabel(code, locale)}
        </button>
      </div>
      {sent ? (
        <input
          className="p-input p-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label={verificationText('code', locale)}
          placeholder={verificationText('code', locale)}
          maxLength={code.len ?? 8}
          value={code.code}
          data-testid={`code-${item.keyName}`}
          aria-invalid={code.status === 'error'}
          onChange={(e) => code.setCode(e.target.value)}
        />
      ) : null}
      {line ? (
        <div className={`p-verify-status p-tone-${line.tone}`} role={line.tone === 'error' ? 'alert' : 'status'} data-testid={`verify-status-${item.keyName}`}>
          {line.text}
        </div>
      ) : null}
    </div>
  );
}
