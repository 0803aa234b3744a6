import type { FormItem } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { impliedRules } from '../FormItemView';
import { checkFormRule, toAntdRules } from '../rules';
import { form, renderForm, useLanguageForTest } from '../test-support';

beforeEach(() => useLanguageForTest('zh'));

const phone = (props: Record<string, unknown> = { verify: true }): FormItem => ({ keyName: 'parent_phone', showName: '家长电话', showNameEn: 'Parent’s phone', input: { type: 'phoneNumber', props } });
const email = (props: Record<string, unknown> = { verify: true }): FormItem => ({ keyName: 'mail', showName: '邮箱', showNameEn: 'E-mail', input: { type: 'email', props } });
const verifiedPhone = { phone: '13812345678', code: '123456', phone_select_code: '86-13812345678' };
const sendButton = (key: string) => new RegExp(`<button[^>]*data-testid="form-send-code-${key}"[^>]*>`);
const context = { locale: 'zh' as const, field: { zh: '家长电话', en: 'Parent’s phone' } };

describe('verification in the form engine (input.props.verify)', () => {
  it('offers a send button only when the item asks, disabled until the phone rule passes', () => {
    expect(renderForm(form([phone({})]))).not.toContain('form-send-code-parent_phone');
    const empty = renderForm(form([phone()]));
    expect(empty).toContain('获取验证码');
    expect(empty.match(sendButton('parent_phone'))?.[0]).toContain('disabled');
    const bad = renderForm(form([phone()]), { initialValues: { parent_phone: '86-12812345678' } });
    expect(bad.match(sendButton('parent_phone'))?.[0]).toContain('disabled');
    const good = renderForm(form([phone()]), { initialValues: { parent_phone: '86-13812345678' } });
    expect(good.match(sendButton('parent_phone'))?.[0]).not.toContain('disabled');
    // No code box before a code was sent.
    expect(good).not.toContain('form-code-parent_phone');
  });

  it('checks e-mail addresses with the e-mail pattern before sending, in en too', async () => {
    await useLanguageForTest('en');
    const bad = renderForm(form([email()]), { initialValues: { mail: 'a@b' } });
    expect(bad).toContain('Get code');
    expect(bad.match(sendButton('mail'))?.[0]).toContain('disabled');
    expect(renderForm(form([email()]), { initialValues: { mail: 'p@example.com' } }).match(sendButton('mail'))?.[0]).not.toContain('disabled');
  });

  it('shows a saved verified value as its number, marked verified', () => {
    const html = renderForm(form([phone()]), { initialValues: { parent_phone: verifiedPhone } });
    expect(html).toMatch(/<input[^>]*value="13812345678"/);
    expect(html).toMatch(/data-testid="form-verify-status-parent_phone"[^>]*>已验证</);
    const mail = renderForm(form([email()]), { initialValues: { mail: { email: 'p@example.com', code: '654321' } } });
    expect(mail).toMatch(/<input[^>]*value="p@example.com"/);
  });

  it('refuses to submit a typed value with the translated message; verified or empty passes', () => {
    const rules = impliedRules(phone());
    expect(rules).toEqual([{ type: 'tel' }, { type: 'verified', kind: 'phone' }]);
    expect(impliedRules(phone({}))).toEqual([{ type: 'tel' }]);
    expect(impliedRules(email())).toEqual([{ type: 'email' }, { type: 'verified', kind: 'email' }]);
    const rule = rules[1]!;
    expect(checkFormRule(rule, '86-13812345678', {}, context)?.zh).toBe('请先获取验证码并完成验证：家长电话');
    expect(checkFormRule(rule, '86-13812345678', {}, context)?.en).toBe('Verify Parent’s phone with a code first');
    expect(checkFormRule(rule, verifiedPhone, {}, context)).toBeNull();
    expect(checkFormRule(rule, undefined, {}, context)).toBeNull();
    // The tel rule reads the verified number.
    expect(checkFormRule(rules[0]!, verifiedPhone, {}, context)).toBeNull();
  });

  it('checks verification only when the whole form is checked, not on each keystroke', () => {
    const [tel, verified] = toAntdRules(impliedRules(phone()), context).map((make) => (make as (form: { getFieldsValue: () => object }) => { validateTrigger?: string })({ getFieldsValue: () => ({}) }));
    expect(tel!.validateTrigger).toBeUndefined();
    expect(verified!.validateTrigger).toBe('onSubmit');
  });
});
