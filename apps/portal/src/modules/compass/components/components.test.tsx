import { COMPASS_DIALOGS, formBuilderProblem, type BoundReport } from '@portal/shared';
import { builderProblemText, createDialogComponentRegistry } from '@portal/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../../../test/renderApp';
import { editableComplaint, insertField, setFieldValue, setPartText } from '../complaintParts';
import { registerCompassDialogs } from '../register';
import { caseIdOf, childIdOf, wjxIdOf } from '../rows';
import { BoundReports } from './BoundReports';
import { CompassStatusTag } from './CompassStatusTag';
import { sectionValues } from './CompassV1Body';
import { ComplaintEditor } from './ComplaintEditor';
import { builderDraft, type BuilderRow } from './FormBuilderTable';
import { wjxParamsOf } from './WjxDetailDialog';

const report: BoundReport = {
  _id: 'r1',
  report_version: 'v2',
  test_type: 'v2',
  tools_type: 'Dream-IT',
  from_test: { _id: 't1', test_code: 'DI-0007', createdTime: '2024-05-01T08:00:00Z', status: 'Close' },
  children_id: 'c1',
  remark: '第一次评估',
  createdTime: '2024-05-02T09:30:00Z',
  file_id: 'f1',
  html_file_id: null,
  summary: [{ key: 'total', name: { zh: '总体语言', en: 'Total language' }, raw: 40, standard: 85, ci: [79, 91], percentile: '16', light: 'red' }],
};

describe('compass dialogs', () => {
  it('registers every dialog the seeded actions name, once', () => {
    const registry = createDialogComponentRegistry();
    registerCompassDialogs(registry);
    registerCompassDialogs(registry);
    for (const path of Object.values(COMPASS_DIALOGS)) expect(registry.has(path), path).toBe(true);
  });

  it('reads the case, the child and the questionnaire a dialog was opened on', () => {
    expect(caseIdOf([{ _id: 'k1', children_id: 'c1' }])).toBe('k1');
    expect(childIdOf({ _id: 'k1', children_id: 'c1' })).toBe('c1');
    expect(childIdOf([{ _id: 'c9', name: '乐乐' }])).toBe('c9');
    expect(wjxIdOf([{ wjx_id: 'w1', _id: 'x' }], {})).toBe('w1');
    expect(wjxIdOf(null, { wjx_id: 'w2' })).toBe('w2');
    expect(caseIdOf(undefined)).toBeNull();
  });
});

describe('case pages', () => {
  it('shows the status in the user’s language', async () => {
    await useLanguageForTest('zh');
    expect(renderToString(<CompassStatusTag status="Close" />)).toContain('已锁定');
    await useLanguageForTest('en');
    expect(renderToString(<CompassStatusTag status="Custom" />)).toContain('Report issued');
  });

  it('lists bound reports with tool, code, version, scores and the remark; unbind and add only while edited', async () => {
    await useLanguageForTest('en');
    const editing = renderToString(<BoundReports reports={[report]} editable onPreview={() => undefined} onUnbind={() => undefined} onAdd={() => undefined} />);
    for (const text of ['Bound assessment reports', 'Dream-IT', 'DI-0007', 'v2', 'Total language 85', '第一次评估', 'Unbind', 'Add reports', 'Preview']) expect(editing).toContain(text);
    const locked = renderToString(<BoundReports reports={[report]} editable={false} onPreview={() => undefined} onUnbind={() => undefined} onAdd={() => undefined} />);
    expect(locked).not.toContain('Unbind');
    expect(locked).not.toContain('Add reports');
    expect(locked).toMatch(/data-testid="compass-report-remark-r1"[^>]*disabled|disabled[^>]*data-testid="compass-report-remark-r1"/);
    await useLanguageForTest('zh');
    expect(renderToString(<BoundReports reports={[]} editable onPreview={() => undefined} />)).toContain('尚未关联测评报告');
  });

  it('shows a locked paragraph as text with its fields’ values, and an edited one with insert buttons', async () => {
    await useLanguageForTest('zh');
    const { info, key } = insertField(setPartText(editableComplaint(null), 'language_development', 0, '能说'), 'language_development', null, 'input');
    const filled = setPartText(setFieldValue(info, key, '20'), 'language_development', 2, '个词');
    const readOnly = renderToString(<ComplaintEditor paragraph="language_development" title="语言发展" value={filled} onChange={() => undefined} disabled insertable={[]} lists={{}} />);
    expect(readOnly).toContain('能说20个词');
    expect(readOnly).not.toContain('插入输入框');
    const editing = renderToString(<ComplaintEditor paragraph="language_development" title="语言发展" value={filled} onChange={() => undefined} disabled={false} insertable={[]} lists={{}} />);
    expect(editing).toContain('插入输入框');
    expect(editing).toContain(`data-testid="compass-field-${key}"`);
  });

  it('checks the form builder with the spec’s messages', () => {
    const row = (change: Partial<BuilderRow>): BuilderRow => ({ uid: 'u', keyName: 'k', showName: 'n', showNameEn: '', type: 'text', ...change });
    const problem = (name: string, rows: BuilderRow[], locale: 'zh' | 'en') => {
      const found = formBuilderProblem(builderDraft(name, rows));
      return found ? builderProblemText(found, locale) : null;
    };
    expect(problem(' ', [row({})], 'en')).toBe('Cannot be empty: from_name');
    expect(problem('obs', [row({}), row({ type: '' })], 'en')).toBe('Field content cannot be empty');
    expect(problem('obs', [row({ keyName: ' ' })], 'zh')).toBe('字段内容不能为空');
    expect(problem('obs', [row({})], 'en')).toBeNull();
  });

  it('saves a whole v1 section and sends cleared wjx parameters as null', () => {
    expect(sectionValues({ a: 1, b: 'x' }, { b: null, c: 2 })).toEqual({ a: 1, b: null, c: 2 });
    expect(wjxParamsOf([{ name: ' age ', value: '3' }, { name: 'x', value: ' ' }, { name: '', value: 'lost' }])).toEqual({ age: '3', x: null });
  });
});
