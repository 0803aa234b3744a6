import { describe, expect, it } from 'vitest';
import { checkRules } from './rule-set';
import { asVerifiedValue, plainFieldValue, verifiedEmail, verifiedPhone, verifyKindOf } from './verified';

describe('code-verified form fields', () => {
  it('asks for verification only on phoneNumber and email items with props.verify true', () => {
    expect(verifyKindOf({ input: { type: 'phoneNumber', props: { verify: true } } })).toBe('phone');
    expect(verifyKindOf({ input: { type: 'email', props: { verify: true } } })).toBe('email');
    expect(verifyKindOf({ input: { type: 'phoneNumber' } })).toBeNull();
    expect(verifyKindOf({ input: { type: 'phoneNumber', props: { verify: 'yes' } } })).toBeNull();
    expect(verifyKindOf({ input: { type: 'text', props: { verify: true } } })).toBeNull();
  });

  it('builds the verified phone and e-mail shapes and recognises only them', () => {
    const phone = verifiedPhone('+86', '13812345678', '123456');
    expect(phone).toEqual({ phone: '13812345678', code: '123456', phone_select_code: '86-13812345678' });
    expect(asVerifiedValue('phone', phone)).toEqual(phone);
    expect(asVerifiedValue('phone', '86-13812345678')).toBeNull();
    expect(asVerifiedValue('phone', { ...phone, phone_select_code: '86-13900000000' })).toBeNull();
    expect(asVerifiedValue('phone', { ...phone, code: '12ab56' })).toBeNull();
    expect(asVerifiedValue('email', verifiedEmail('p@example.com', '654321'))).toEqual({ email: 'p@example.com', code: '654321' });
    expect(asVerifiedValue('email', phone)).toBeNull();
  });

  it('lets the field rules read the verified phone or address', () => {
    expect(plainFieldValue(verifiedPhone('86', '13812345678', '123456'))).toBe('13812345678');
    expect(checkRules([{ type: 'required' }, { type: 'tel' }], verifiedPhone('86', '13812345678', '123456'))).toBeNull();
    expect(checkRules([{ type: 'email' }], verifiedEmail('p@example.com', '123456'))).toBeNull();
    expect(checkRules([{ type: 'email' }], verifiedEmail('nope', '123456'))?.en).toMatch(/e-?mail/i);
    expect(checkRules([{ type: 'tel' }], { phone: 'x' })).not.toBeNull();
  });
});
