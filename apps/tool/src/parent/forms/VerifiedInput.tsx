/**
 * A phone or e-mail field with its verification code (test-and-training §4 'Phone and email
 * code', §5): send is enabled once the value passes the rule, the resend wait counts down, and
 * the code verifies itself at the length the server gave.
 */
import { useEffect } from 'react';
import { sendLabel, statusLine, useVerificationCode, verificationText } from '../../../../../packages/ui/src/verification';
import type { FieldProps } from './fields';

export function VerifiedInput({ item, value, onChange, locale, id, describedBy, kind }: FieldProps & { kind: 'phone' | 'email' }) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const code = useVerificationCode({ kind, initialTarget: text });
  const { setTarget } = code;
  useEffect(() => setTarget(text), [text, setTarget]);
  // Before any send, the field's own rule speaks for a malformed value; no second message.
  const line = code.status === 'idle' ? null : statusLine(code, locale);
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
