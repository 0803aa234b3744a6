import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { additionalForm, guideForm, lovs } from './fixtures';
import { FormView } from './FormView';
import { fieldMessage, formMessages, submittedValues, submitTitle } from './model';

const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('parent form rules', () => {
  it('asks for every required field with the shared messages, in zh and en', () => {
    expect(formMessages(additionalForm.fromItem, {}, 'zh')).toEqual({ relation: '不能为空：您是孩子的', parent_phone: '不能为空：家长电话', daily_language: '不能为空：孩子的日常语言' });
    expect(formMessages(additionalForm.fromItem, {}, 'en').relation).toBe('Cannot be empty: You are the child’s');
  });

  it('checks the phone with the tel rule, and a phone asking for verification wants the verified shape', () => {
    const phone = additionalForm.fromItem[2]!;
    expect(fieldMessage(phone, { parent_phone: '1381234' }, 'en')).toMatch(/phone/i);
    expect(fieldMessage(phone, { parent_phone: '13812345678' }, 'en')).toBe('Verify Parent’s phone with a code first');
    expect(fieldMessage(phone, { parent_phone: '86-13812345678' }, 'zh')).toBe('请先获取验证码并完成验证：家长电话');
    expect(fieldMessage(phone, { parent_phone: { phone: '13812345678', code: '123456', phone_select_code: '86-13812345678' } }, 'en')).toBeNull();
    const plain = { ...phone, input: { type: 'phoneNumber' as const } };
    expect(fieldMessage(plain, { parent_phone: '13812345678' }, 'en')).toBeNull();
    expect(fieldMessage(plain, { parent_phone: '86-13812345678' }, 'en')).toBeNull();
  });

  it('makes a required single tick box mean ticked', () => {
    expect(formMessages(guideForm.fromItem, { guide_listened: null }, 'zh')).toHaveProperty('guide_listened');
    expect(formMessages(guideForm.fromItem, { guide_listened: true }, 'zh')).toEqual({});
  });

  it('submits the fields only, blanks as null', () => {
    expect(submittedValues(additionalForm.fromItem, { relation: 'mother', parent_phone: '', stray: 'x', answerer_title: 'x' })).toEqual({ relation: 'mother', parent_phone: null, daily_language: null });
  });

  it('shows an unknown input type as the catalogue message, and the submit title per language', () => {
    const odd = { showName: '上传', keyName: 'photo', input: { type: 'imageUpload' as const } };
    expect(fieldMessage(odd, {}, 'zh')).toBe('输入类型未设置或为空');
    expect(fieldMessage(odd, {}, 'en')).toBe('Input type not set or empty');
    expect(submitTitle(guideForm, 'en', 'Next')).toBe('Start answering');
    expect(submitTitle({ ...guideForm, property: {} }, 'zh', '下一步')).toBe('下一步');
  });
});

describe('parent form view', () => {
  it('draws titles, labels, option cards and the phone with its code button', () => {
    const html = renderToString(<FormView definition={additionalForm} lovs={lovs} saved={{ relation: 'father' }} locale="zh" submitLabel="下一步" onSubmit={async () => undefined} />);
    const text = visible(html);
    for (const label of ['答题人信息', '您是孩子的', '妈妈', '爸爸', '家长电话', '获取验证码', '孩子的日常语言', '普通话', '下一步']) expect(text).toContain(label);
    expect(html).toMatch(/data-testid="option-relation-father"[^>]*>\s*<input[^>]*checked=""/);
    expect(html).toMatch(/<input[^>]*type="tel"/);
    // The code button waits for a valid number.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="send-code-parent_phone"/);
  });

  it('shows a saved verified phone as verified, and a phone asking for no verification without the button', () => {
    const saved = { parent_phone: { phone: '13812345678', code: '123456', phone_select_code: '86-13812345678' } };
    const html = renderToString(<FormView definition={additionalForm} lovs={lovs} saved={saved} locale="en" submitLabel="Next" onSubmit={async () => undefined} />);
    expect(html).toMatch(/<input[^>]*value="13812345678"/);
    expect(html).toMatch(/data-testid="verify-status-parent_phone"[^>]*>Verified</);
    const plain = { ...additionalForm, fromItem: additionalForm.fromItem.map((item) => (item.keyName === 'parent_phone' ? { ...item, input: { type: 'phoneNumber' as const } } : item)) };
    const plainHtml = renderToString(<FormView definition={plain} lovs={lovs} saved={undefined} locale="zh" submitLabel="下一步" onSubmit={async () => undefined} />);
    expect(plainHtml).toMatch(/<input[^>]*data-testid="field-parent_phone"[^>]*type="tel"/);
    expect(plainHtml).not.toContain('send-code-parent_phone');
  });

  it('draws the guide in en with a tick box', () => {
    const text = visible(renderToString(<FormView definition={guideForm} lovs={{}} saved={undefined} locale="en" submitLabel="Start answering" onSubmit={async () => undefined} />));
    expect(text).toContain('Please listen to the guide first.');
    expect(text).toContain('I have listened to the guide');
  });

  it('shows the unknown-type message in place of a field it cannot draw', () => {
    const form = { ...guideForm, fromItem: [{ showName: '上传', keyName: 'photo', input: { type: 'fileUpload' as const } }] };
    expect(visible(renderToString(<FormView definition={form} lovs={{}} saved={undefined} locale="zh" submitLabel="下一步" onSubmit={async () => undefined} />))).toContain('输入类型未设置或为空');
  });
});
