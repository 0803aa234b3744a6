import { PERMISSION_MENUS } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../../form/test-support';
import { cacheWith, col, menu, renderCell, runtime, withRuntime } from '../test-support';
import { reportChooserKind } from './reportVersion';
import { rowActions } from './operations';
import { qrDownloadName } from './qrcode';
import { UnknownCell } from './UnknownCell';
import { cellText, templateText } from './values';

beforeEach(() => useLanguageForTest('zh'));

const gender = { gender: [{ value: 'male', content: '男', contentEn: 'Male' }, { value: 'female', content: '女', contentEn: 'Female' }] };

describe('text and template cells', () => {
  it('text shows the value; null is blank, lists are joined', () => {
    expect(renderCell('text', col('name'), { name: '王子涵' })).toBe('王子涵');
    expect(renderCell('text', col('name'), { name: null })).toBe('');
    expect(renderCell('text', col('tags'), { tags: ['a', 'b'] })).toBe('a, b');
    expect(cellText(3)).toBe('3');
  });

  it('template fills {field} placeholders from the row, missing ones blank', () => {
    const column = col('label', { templateString: '{name}（{children_code}）{missing}' });
    expect(renderCell('template', column, { name: '李欣怡', children_code: 'XY0002' })).toBe('李欣怡（XY0002）');
    expect(templateText('{a.b}', { a: { b: 7 } })).toBe('7');
  });
});

describe('lov and status cells', () => {
  it('lov shows the entry content in the current language, the value when unknown', async () => {
    const lovCache = await cacheWith(gender);
    const column = col('gender', { lovName: 'gender' });
    expect(renderCell('lov', column, { gender: 'male' }, runtime({ lovCache }))).toBe('男');
    expect(renderCell('lov', column, { gender: 'female' }, runtime({ lovCache, locale: 'en' }))).toBe('Female');
    expect(renderCell('lov', column, { gender: 'other' }, runtime({ lovCache }))).toBe('other');
    expect(renderCell('lov', column, { gender: 'male,female' }, runtime({ lovCache }))).toBe('男、女');
  });

  it('lov reads the cache of the current identity only', async () => {
    const lovCache = await cacheWith(gender);
    expect(renderCell('lov', col('gender', { lovName: 'gender' }), { gender: 'male' }, runtime({ lovCache, identity: { institutionId: 'other', roleId: 'r' } }))).toBe('male');
  });

  it('status is a tag coloured by extra.colors, labelled by the LOV or extra.labels', async () => {
    const lovCache = await cacheWith(gender);
    const colored = renderCell('status', col('gender', { lovName: 'gender', extra: { colors: { male: 'blue' } } }), { gender: 'male' }, runtime({ lovCache }));
    expect(colored).toContain('ant-tag');
    expect(colored).toMatch(/ant-tag-blue|blue/);
    expect(colored).toContain('男');
    const labelled = renderCell('status', col('status', { extra: { labels: { Close: { zh: '已结束', en: 'Closed' } } } }), { status: 'Close' }, runtime({ locale: 'en' }));
    expect(labelled).toContain('Closed');
    expect(renderCell('status', col('status'), { status: '' })).toBe('');
  });
});

describe('date and age cells', () => {
  it('date is YYYY-MM-DD, dateTime adds the time', () => {
    expect(renderCell('date', col('d'), { d: '2024-03-05T10:20:30' })).toBe('2024-03-05');
    expect(renderCell('dateTime', col('d'), { d: '2024-03-05T10:20:30' })).toBe('2024-03-05 10:20:30');
    expect(renderCell('date', col('d'), { d: null })).toBe('');
    expect(renderCell('date', col('d'), { d: 'not a date' })).toBe('not a date');
  });

  it('age is formatAge of the birthday in the current language', () => {
    expect(renderCell('age', col('birthday'), { birthday: '2020-03-10' })).toBe('4岁3个月5天');
    expect(renderCell('age', col('birthday'), { birthday: '2020-03-10' }, runtime({ locale: 'en' }))).toBe('4 years 3 months 5 days');
    expect(renderCell('age', col('birthday'), { birthday: null })).toBe('未知');
  });
});

describe('qrcode, image and popoverText cells', () => {
  it('qrcode is a small icon button; no value, no button', () => {
    expect(renderCell('qrcode', col('link'), { link: 'https://example.org/t/1' })).toContain('data-testid="cell-qrcode-link"');
    expect(renderCell('qrcode', col('link', { templateString: 'https://x/{code}' }), { code: 'A1' })).toContain('cell-qrcode-link');
    expect(renderCell('qrcode', col('link'), { link: '' })).toBe('');
    expect(qrDownloadName('王子涵 / test')).toBe('王子涵_test.png');
    expect(qrDownloadName('')).toBe('qrcode.png');
  });

  it('image shows the picture at extra.size', () => {
    const html = renderCell('image', col('photo', { extra: { size: 32 } }), { photo: '/files/a.png' });
    expect(html).toContain('src="/files/a.png"');
    expect(html).toContain('cell-image-photo');
    expect(renderCell('image', col('photo'), { photo: null })).toBe('');
  });

  it('popoverText cuts long text at extra.maxLength characters, short text stays whole', () => {
    const long = '𠮷'.repeat(30);
    const html = renderCell('popoverText', col('note', { extra: { maxLength: 5 } }), { note: long });
    expect(html).toContain(`${'𠮷'.repeat(5)}…`);
    expect(html).toContain('cell-popover-note');
    expect(renderCell('popoverText', col('note'), { note: 'short' })).toBe('short');
  });
});

describe('reportVersion cell', () => {
  it('chooser kind: 0–1 direct, 2–3 buttons, more than 3 a popover', () => {
    expect([0, 1, 2, 3, 4, 9].map(reportChooserKind)).toEqual(['direct', 'direct', 'buttons', 'buttons', 'popover', 'popover']);
  });

  it('renders a direct link, one button per version, or the select-report trigger', () => {
    const emit = () => undefined;
    const column = col('report_version');
    const one = renderCell('reportVersion', column, { report_version: 'v2' }, runtime({ emit }));
    expect(one).toContain('查看报告');
    expect(one).toContain('cell-report-report_version-v2');
    const three = renderCell('reportVersion', column, { report_version: 'v1,v2,v3' }, runtime({ emit }));
    expect(three.match(/cell-report-report_version-v\d/g)).toHaveLength(3);
    const many = renderCell('reportVersion', column, { report_version: ['a', 'b', 'c', 'd'] }, runtime({ emit }));
    expect(many).toContain('cell-report-report_version-select');
    expect(many).toContain('选择报告');
  });

  it('buttons are disabled without a page to handle them; the reload permission adds regenerate', () => {
    expect(renderCell('reportVersion', col('r'), { r: 'v1' })).toContain('disabled');
    const withReload = renderCell('reportVersion', col('r'), { r: 'v1,v2' }, runtime({ emit: () => undefined, menuList: [menu(PERMISSION_MENUS.reloadReport)] }));
    expect(withReload.match(/重新生成报告/g)?.length).toBeGreaterThanOrEqual(2);
    // A tool's own reload menu counts for that tool's rows only.
    const variant = runtime({ emit: () => undefined, menuList: [menu('dream_s_reload_report')] });
    expect(renderCell('reportVersion', col('r'), { r: 'v1', tools_type: 'Dream-S-2.0' }, variant)).toContain('重新生成报告');
    expect(renderCell('reportVersion', col('r'), { r: 'v1', tools_type: 'Dream-C-2.0' }, variant)).not.toContain('重新生成报告');
  });

  it('a version whose last attempt failed says try again under its button, in the user’s language; one being made says so', async () => {
    const emit = () => undefined;
    const failed = renderCell('reportVersion', col('r'), { r: 'v1', report_states: { v1: 'failed' } }, runtime({ emit }));
    expect(failed).toContain('报告生成失败，请重试');
    expect(failed).toContain('cell-report-r-v1');
    const two = renderCell('reportVersion', col('r'), { r: 'v1,v2', report_states: { v2: 'generating', v9: 'odd' } }, runtime({ emit }));
    expect(two).toContain('版本 v2：报告生成中…');
    expect(two).not.toContain('v9');
    expect(renderCell('reportVersion', col('r'), { r: 'v1' }, runtime({ emit }))).not.toContain('cell-report-state');
    await useLanguageForTest('en');
    expect(renderCell('reportVersion', col('r'), { r: 'v1', report_states: { v1: 'failed' } }, runtime({ emit }))).toContain('The report could not be generated; please try again');
    expect(renderCell('reportVersion', col('r'), { r: 'v1,v2', report_states: { v2: 'generating' } }, runtime({ emit }))).toContain('Version v2: The report is being generated…');
  });
});

describe('drawerLink and operations cells', () => {
  it('drawerLink is a link when dialogs are available, plain text otherwise', () => {
    const column = col('name', { renderName: 'drawerLink' });
    expect(renderCell('drawerLink', column, { name: '王子涵' }, runtime({ openDialog: async () => undefined }))).toContain('cell-drawer-name');
    expect(renderCell('drawerLink', column, { name: '王子涵' })).toBe('王子涵');
  });

  it('operations shows the configured actions the page supports, in order', () => {
    expect(rowActions({ actions: ['delete', 'edit', 'bogus'] }, new Set(['edit', 'delete']))).toEqual(['delete', 'edit']);
    expect(rowActions({}, new Set(['view']))).toEqual(['view']);
    // extra.actionsWhen: an action only on rows meeting its condition set.
    const editOnly = { actions: ['edit', 'delete'], actionsWhen: { delete: { key: 'status', value: ['Edit'] } } };
    expect(rowActions(editOnly, new Set(['edit', 'delete']), { status: 'Edit' })).toEqual(['edit', 'delete']);
    expect(rowActions(editOnly, new Set(['edit', 'delete']), { status: 'Close' })).toEqual(['edit']);
    const html = renderCell('operations', col('ops', { extra: { actions: ['view', 'edit', 'delete'] } }), { _id: '1' }, runtime({ emit: () => undefined, actions: new Set(['edit', 'delete']) }));
    expect(html).toContain('table-row-edit');
    expect(html).toContain('table-row-delete');
    expect(html).not.toContain('table-row-view');
    expect(renderCell('operations', col('ops'), { _id: '1' }, runtime())).toBe('');
  });
});

describe('unknown renderer', () => {
  it('is a visible ?name marker, never blank', () => {
    const html = withRuntime(<UnknownCell name="sparkline" />);
    expect(html).toContain('?sparkline');
    expect(html).toContain('cell-unknown-renderer');
  });
});
