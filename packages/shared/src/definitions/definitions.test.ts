import { describe, expect, it } from 'vitest';
import { childAddBody, earliestBirthday } from '../children/api';
import { columnEditorProblem, loadColumnDefinition, normalizeColumns } from './columns';
import { FLOW_GROUPS, flowDefinitionV1, flowSetupProblem, isFlowStepName } from './flow';
import { INPUT_TYPES, formBuilderProblem, formDefinitionV1, loadFormDefinition } from './form';
import { lovDefinitionV1, loadLovDefinition } from './lov';

const form = { from_name: 'f', fromItem: [{ keyName: 'a', input: { type: 'text' } }] };

describe('versioned loading', () => {
  it('loads a document against the schema of its own version', () => {
    const result = loadFormDefinition({ schema_version: 1, ...form });
    expect(result).toEqual({ ok: true, version: 1, value: form });
  });

  it('reports an unknown or missing version instead of guessing', () => {
    for (const [version, shown] of [[2, '2'], ['1', '1'], [1.5, '1.5'], [undefined, 'missing'], [null, 'null']] as const) {
      const result = loadFormDefinition({ schema_version: version, ...form });
      expect(result, String(version)).toEqual({ ok: false, problem: { kind: 'unknownVersion', version: shown, supported: [1] } });
    }
  });

  it('reports a document that fails its version’s schema with the issues', () => {
    const result = loadColumnDefinition({ schema_version: 1, columns_name: 'c', rowKey: 'id', columns: [{ key: 'a', title: 'A' }] });
    expect(result.ok).toBe(false);
    if (!result.ok && result.problem.kind === 'invalid') expect(result.problem.issues.map((i) => i.path.join('.'))).toEqual(['columns.0._id']);
    expect(loadLovDefinition('not an object')).toMatchObject({ ok: false, problem: { kind: 'invalid' } });
  });
});

describe('form definitions', () => {
  it('know every input type the form renderer offers', () => {
    expect(INPUT_TYPES).toHaveLength(27);
    for (const type of ['title', 'lovSearchAdd', 'question', 'time', 'tableData', 'lovToDate', 'dateAge', 'onlyShow', 'email', 'ageSelect', 'childPicker']) expect(INPUT_TYPES).toContain(type);
    expect(formDefinitionV1.safeParse({ ...form, fromItem: [{ keyName: 'a', input: { type: 'colourPicker' } }] }).success).toBe(false);
  });

  it('apply the form builder’s rules in order: name, then rows with keyName and input, then known types', () => {
    expect(formBuilderProblem({ fromItem: [{}] })).toEqual({ error: 'cannotBeEmpty', field: 'from_name' });
    expect(formBuilderProblem({ from_name: 'f', fromItem: [{ keyName: 'a', input: { type: 'nope' } }, { keyName: 'b' }] })).toEqual({ error: 'fieldContentEmpty', index: 1 });
    expect(formBuilderProblem({ from_name: 'f', fromItem: [{ keyName: 'a', input: { type: 'text' } }, { keyName: 'b', input: {} }] })).toEqual({ error: 'inputTypeNotSet', index: 1 });
    expect(formBuilderProblem({ from_name: 'f', fromItem: [] })).toBeNull();
  });

  it('carry the rules module’s field rules plus age rules (one set or a list of sets)', () => {
    const rules = [
      { type: 'required', message: { zh: '请填写', en: 'Please fill in' } },
      { type: 'equal', field: 'password' },
      { type: 'dateRange', maxRangeDay: 30 },
      { type: 'tel' },
      { type: 'age', age: { min_age: 0, max_age: 36 } },
      { type: 'age', age: [{ max_year: 3 }, { min_year: 6, max_year: 8 }], when: { fields: ['is_premature'] } },
    ];
    expect(formDefinitionV1.safeParse({ ...form, fromItem: [{ ...form.fromItem[0], rules }] }).success).toBe(true);
    expect(formDefinitionV1.safeParse({ ...form, fromItem: [{ ...form.fromItem[0], rules: [{ type: 'age', age: [] }] }] }).success).toBe(false);
  });
});

describe('column definitions', () => {
  it('name the first column the editor refuses by title, else key, else position', () => {
    const base = { columns_name: 'c', rowKey: 'id' };
    expect(columnEditorProblem({ rowKey: 'id' })).toEqual({ error: 'cannotBeEmpty', field: 'columns_name' });
    expect(columnEditorProblem({ columns_name: 'c' })).toEqual({ error: 'cannotBeEmpty', field: 'rowKey' });
    expect(columnEditorProblem({ ...base, columns: [{ key: 'a', title: 'Age' }] })).toEqual({ error: 'columnFieldsEmpty', column: 'Age' });
    expect(columnEditorProblem({ ...base, columns: [{ key: 'a', dataIndex: 'a' }] })).toEqual({ error: 'columnFieldsEmpty', column: 'a' });
    expect(columnEditorProblem({ ...base, columns: [{ key: 'g', title: 'G', children: [{ title: '', dataIndex: 'x' }] }] })).toEqual({ error: 'columnFieldsEmpty', column: '1.1' });
    expect(columnEditorProblem({ ...base, columns: [{ key: 'g', title: 'G', children: [{ key: 'x', title: 'X', dataIndex: 'x' }] }] })).toBeNull();
  });

  it('fill ids, levels and parent links, keeping given ids', () => {
    const kept = 'a'.repeat(32);
    const [parent] = normalizeColumns([{ _id: kept, key: 'g', title: 'G', level: 9, children: [{ key: 'x', title: 'X', dataIndex: 'x' }] }], 'cols');
    expect(parent).toMatchObject({ _id: kept, level: 1, parent_row_id: null, parent_columns_name: 'cols' });
    expect(parent!.children![0]).toMatchObject({ level: 2, parent_row_id: kept, parent_columns_name: 'cols' });
    expect(parent!.children![0]!._id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('flows', () => {
  it('accept group.step names of the five groups, as strings or with params', () => {
    expect(FLOW_GROUPS).toEqual(['g', 'v', 'c', 'vc', 'f']);
    for (const name of ['g.getRows', 'v.isRow', 'c.closeWindow', 'vc.validField', 'f.openDrawer', 'g.asyncLoad']) expect(isFlowStepName(name), name).toBe(true);
    for (const name of ['getRows', 'x.a', 'g.', '.a', 'g.a.b', 'g.a b', 'G.a', 'vc.1a', '']) expect(isFlowStepName(name), name).toBe(false);
    const flow = { modalProps: { width: 600 }, menuIds: ['children'], steps: ['v.isRow', { name: 'f.openModal', params: { fromName: 'children_form' } }], extra: 1 };
    expect(flowDefinitionV1.parse(flow)).toEqual(flow);
  });

  it('name the first malformed step', () => {
    expect(flowSetupProblem(['g.a', { name: 'nope' }, 'x'])).toEqual({ step: 'nope' });
    expect(flowSetupProblem(undefined)).toBeNull();
  });
});

describe('lists of values', () => {
  it('refuse a value twice among siblings and the built-in names', () => {
    const entries = [{ value: 'a', content: 'A' }, { value: 'a', content: 'B' }];
    expect(lovDefinitionV1.safeParse({ lovName: 'l', entries }).success).toBe(false);
    expect(lovDefinitionV1.safeParse({ lovName: 'l', entries: [{ value: 'a', content: 'A', children: [{ value: 'a', content: 'A1' }] }] }).success).toBe(true);
    expect(lovDefinitionV1.safeParse({ lovName: 'country', entries: [] }).success).toBe(false);
  });
});

describe('child fields', () => {
  const valid = { name: '张三', gender: 'male', birthday: '2020-01-01', children_code: 'C1' };
  it('count name length in characters, so a name of rare characters is not cut short', () => {
    expect(childAddBody.safeParse({ ...valid, name: '𠮷'.repeat(50) }).success).toBe(true);
    expect(childAddBody.safeParse({ ...valid, name: '𠮷'.repeat(51) }).success).toBe(false);
  });

  it('apply the tel rule: optional country code with a dash, then 11 digits starting with 1', () => {
    for (const phone of ['13800138000', '86-13800138000', '+86-13800138000', '852-13800138000']) expect(childAddBody.safeParse({ ...valid, parent_phone: phone }).success, phone).toBe(true);
    for (const phone of ['1380013800', '23800138000', '86 13800138000', '8613800138000-', 'abc']) expect(childAddBody.safeParse({ ...valid, parent_phone: phone }).success, phone).toBe(false);
  });

  it('allow birthdays back to the same day 18 years ago, 28 February for a 29 February', () => {
    expect(earliestBirthday(new Date(2026, 5, 15))).toBe('2008-06-15');
    expect(earliestBirthday(new Date(2028, 1, 29))).toBe('2010-02-28');
  });
});
