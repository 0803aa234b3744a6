/**
 * A parent form field asking for verification (`input.props.verify`, rules/verified.ts) is stored
 * only with a code that verified that very phone for the test's institution in the last half hour.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';
import { parentSession, testRow, verifiedPhoneAsParent } from './test-support';

const api = useApi({ env: { VERIFICATION_CODE_SECRET: 'test-only-verification-secret' } });
let doctor: UserInfo;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
});

const URL = '/api/base/dreamit/v2/info/temporary/additional';

const save = (p: { id: string; tem: string }, phone: unknown, lang = 'zh') =>
  call(api.app, URL, { body: { _id: p.id, from_name: 'dream_it_info_additional_from', relation: 'mother', parent_phone: phone, daily_language: 'mandarin' }, headers: { temtoken: p.tem, 'accept-language': lang } });

describe('verified phone in the parent’s additional form', () => {
  it('refuses a typed phone with 737 in the caller’s language and stores nothing', async () => {
    const p = await parentSession(api.app, api.db, doctor);
    const zh = await save(p, '13800138001');
    expect([zh.status, zh.body.code, zh.body.message]).toEqual([400, 737, '请先获取验证码并完成验证：家长电话']);
    const en = await save(p, '86-13800138001', 'en');
    expect([en.status, en.body.code, en.body.message]).toEqual([400, 737, 'Verify Parent’s phone with a code first']);
    expect((await testRow(api.db, p.id)).parentsAdditional).toEqual({});
  });

  it('refuses a code that never verified, or verified another phone, or too long ago', async () => {
    const p = await parentSession(api.app, api.db, doctor);
    const value = await verifiedPhoneAsParent(api.app, api.ctx, p.tem, '13800138002');
    const wrongCode = { ...value, code: value.code === '000000' ? '111111' : '000000' };
    const otherPhone = { phone: '13800138003', code: value.code, phone_select_code: '86-13800138003' };
    const mismatched = { ...value, phone_select_code: '86-13800138003' };
    for (const bad of [wrongCode, otherPhone]) expect((await save(p, bad)).body.code, JSON.stringify(bad)).toBe(737);
    // A shape whose number and phone_select_code disagree is no phone at all.
    expect((await save(p, mismatched)).body).toMatchObject({ code: 400, message: '输入有误：请输入正确的电话号码' });
    await api.db.orm.execute(sql`update verification_codes set verified_at = now() - interval '31 minutes' where target = '86-13800138002'`);
    expect((await save(p, value)).body.code).toBe(737);
    expect((await testRow(api.db, p.id)).parentsAdditional).toEqual({});
  });

  it('stores the verified shape {phone, code, phone_select_code} as given', async () => {
    const p = await parentSession(api.app, api.db, doctor);
    const value = await verifiedPhoneAsParent(api.app, api.ctx, p.tem, '13800138004');
    const res = await save(p, value);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await testRow(api.db, p.id)).parentsAdditional).toEqual({ dream_it_info_additional_from: { relation: 'mother', parent_phone: value, daily_language: 'mandarin' } });
  });

  it('refuses a verified shape in a field that asks for no verification', async () => {
    const p = await parentSession(api.app, api.db, doctor);
    const value = await verifiedPhoneAsParent(api.app, api.ctx, p.tem, '13800138005');
    const res = await call(api.app, URL, { body: { _id: p.id, from_name: 'dream_it_info_additional_from', relation: value, parent_phone: value, daily_language: 'mandarin' }, headers: { temtoken: p.tem } });
    expect([res.status, res.body.code]).toEqual([400, 400]);
    expect((await testRow(api.db, p.id)).parentsAdditional).toEqual({});
  });
});
