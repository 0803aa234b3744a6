import { describe, expect, it } from 'vitest';
import { COLUMN_ID, loadFormDefinition, type ColumnNodeDraft, type FormDefinitionDraft } from '@portal/shared';
import { columnProblemText, fromColumnRows, newColumnRow, shiftColumn, toColumnRows, updateColumn } from './columnRows';
import { canEditDefinitions } from './devStatus';
import { builderProblemText, definitionToHeader, emptyRow, formEditorProblem, headerToDraft, itemToRow, moveRow, rowJsonError } from './formRows';
import { newHexId } from './ids';
import { parseOperate } from './MenuEditor';

const jsonMessage = (e: { index: number; field: string }) => `json ${e.index + 1} ${e.field}`;

const childrenForm: FormDefinitionDraft = {
  from_name: 'children_form',
  description: '儿童信息',
  property: { labelCol: 6, titleDivider: true, formProps: { layout: 'horizontal' }, operate_buttons: ['close', 'submit'], submit_title: { zh: '保存', en: 'Save' } },
  fromItem: [
    { showName: '基本信息', showNameEn: 'Basic information', keyName: 'basic_title', input: { type: 'title' } },
    { showName: '性别', showNameEn: 'Gender', keyName: 'gender', input: { type: 'radio', lovName: 'gender', props: { mode: 'multiple' } }, rules: [{ type: 'required' }], extra: { col: 12, note: 'x' } },
    { showName: '学校', keyName: 'school', relyNotHide: { key: 'birthday', op: 'notEmpty' }, relyExistKey: ['birthday'], input: { type: 'lovSearchAdd', lovName: 'kindergarten', netSearch: true } },
  ],
};

describe('new ids', () => {
  it('are 32 lowercase hex characters without dashes, from getRandomValues', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newHexId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(COLUMN_ID);
    expect(newHexId((b) => b.fill(0xab))).toBe('ab'.repeat(16));
    expect(newColumnRow()._id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('form editor rows ↔ definition', () => {
  it('round-trips a definition through the rows unchanged', () => {
    const header = definitionToHeader(childrenForm);
    expect(header).toMatchObject({ from_name: 'children_form', labelCol: 6, titleDivider: true, hideLabel: false, submitZh: '保存', submitEn: 'Save', operate_buttons: ['close', 'submit'] });
    const rows = childrenForm.fromItem!.map(itemToRow);
    expect(rows[1]).toMatchObject({ keyName: 'gender', type: 'radio', lovName: 'gender', col: 12, rules: '[{"type":"required"}]', restInput: { props: { mode: 'multiple' } } });
    expect(rows[2]!.relyNotHide).toBe('{"key":"birthday","op":"notEmpty"}');
    expect(headerToDraft(header, rows)).toEqual(childrenForm);
    expect(loadFormDefinition({ schema_version: 1, ...headerToDraft(header, rows) }).ok).toBe(true);
  });

  it('applies edits: a new label, a removed row, a moved row, a new row', () => {
    const header = definitionToHeader(childrenForm);
    let rows = childrenForm.fromItem!.map(itemToRow);
    rows = rows.map((r) => (r.keyName === 'gender' ? { ...r, showName: '孩子性别' } : r));
    rows = moveRow(rows, 2, 0);
    rows = rows.filter((r) => r.keyName !== 'basic_title');
    rows = [...rows, { ...emptyRow(), keyName: 'note', showName: '备注', type: 'textArea', col: 24 }];
    const draft = headerToDraft({ ...header, hideLabel: true, operate_buttons: [] }, rows);
    expect(draft.fromItem!.map((i) => i.keyName)).toEqual(['school', 'gender', 'note']);
    expect(draft.fromItem![1]!.showName).toBe('孩子性别');
    expect(draft.fromItem![2]).toEqual({ showName: '备注', keyName: 'note', input: { type: 'textArea' }, extra: { col: 24 } });
    expect(draft.property).toMatchObject({ hideLabel: true });
    expect(draft.property).not.toHaveProperty('operate_buttons');
  });

  it('maps the builder problems to the spec messages, in order', () => {
    const header = definitionToHeader(childrenForm);
    const rows = childrenForm.fromItem!.map(itemToRow);
    expect(formEditorProblem({ ...header, from_name: ' ' }, rows, 'en', jsonMessage)).toBe('Cannot be empty: from_name');
    expect(formEditorProblem({ ...header, from_name: '' }, rows, 'zh', jsonMessage)).toBe('不能为空：from_name');
    expect(formEditorProblem(header, [...rows, emptyRow()], 'en', jsonMessage)).toBe('Field content cannot be empty');
    expect(formEditorProblem(header, [...rows, { ...emptyRow(), keyName: 'x', type: '' }], 'en', jsonMessage)).toBe('Field content cannot be empty');
    expect(formEditorProblem(header, [...rows, { ...emptyRow(), keyName: 'x', type: 'warpDrive' }], 'zh', jsonMessage)).toBe('输入类型未设置或为空');
    expect(formEditorProblem(header, rows, 'en', jsonMessage)).toBeNull();
    expect(builderProblemText({ error: 'fieldContentEmpty', index: 0 }, 'zh')).toBe('字段内容不能为空');
  });

  it('refuses JSON fields that do not parse, and rules that are not a list', () => {
    const header = definitionToHeader(childrenForm);
    const row = { ...emptyRow(), keyName: 'a', rules: '{"type":"required"}' };
    expect(rowJsonError(row, 0)).toEqual({ index: 0, field: 'rules' });
    expect(rowJsonError({ ...row, rules: '', relyHide: '{bad' }, 3)).toEqual({ index: 3, field: 'relyHide' });
    expect(formEditorProblem(header, [{ ...row, rules: '[' }], 'en', jsonMessage)).toBe('json 1 rules');
  });
});

describe('column editor tree ↔ definition', () => {
  const columns: ColumnNodeDraft[] = [
    { _id: 'a'.repeat(32), key: 'name', title: '姓名', titleEn: 'Name', dataIndex: 'name', width: 120, level: 1, parent_columns_name: 'c', parent_row_id: null },
    { _id: 'b'.repeat(32), key: 'phone', title: '电话', level: 1, children: [{ _id: 'c'.repeat(32), key: 'p1', title: '家长', dataIndex: ['parent', 'phone-1'], renderName: 'text', level: 2 }] },
  ];

  it('round-trips, dropping only the derived level and parent links', () => {
    const rows = toColumnRows(columns);
    expect(rows[0]).toMatchObject({ key: 'name', dataIndex: 'name', width: '120' });
    expect(rows[1]!.children![0]!.dataIndex).toBe('parent.phone-1');
    expect(fromColumnRows(rows)).toEqual([
      { _id: 'a'.repeat(32), key: 'name', title: '姓名', titleEn: 'Name', dataIndex: 'name', width: 120 },
      { _id: 'b'.repeat(32), key: 'phone', title: '电话', children: [{ _id: 'c'.repeat(32), key: 'p1', title: '家长', dataIndex: ['parent', 'phone-1'], renderName: 'text' }] },
    ]);
  });

  it('checks columns_name, rowKey and every column with the spec message', () => {
    const rows = toColumnRows(columns);
    const draft = (extra: object = {}, r = rows) => ({ columns_name: 'c', rowKey: '_id', columns: fromColumnRows(r), ...extra });
    expect(columnProblemText(draft({ columns_name: '' }), 'en')).toBe('Cannot be empty: columns_name');
    expect(columnProblemText(draft({ rowKey: ' ' }), 'en')).toBe('Cannot be empty: rowKey');
    expect(columnProblemText(draft(), 'en')).toBeNull();
    const leafWithout = updateColumn(rows, 'c'.repeat(32), (r) => ({ ...r, dataIndex: '' }));
    expect(columnProblemText(draft({}, leafWithout), 'en')).toBe('Column (家长) fields (key,title[,dataIndex]) cannot be empty');
    const untitled = [...rows, newColumnRow()];
    expect(columnProblemText(draft({}, untitled), 'en')).toBe('Column (3) fields (key,title[,dataIndex]) cannot be empty');
    expect(columnProblemText(draft({}, untitled), 'zh')).toBe('列（3）字段（key,title[,dataIndex]）不能为空');
    // A parent needs no dataIndex; a child added to a parent is checked at its position.
    const withChild = updateColumn(rows, 'b'.repeat(32), (r) => ({ ...r, children: [...(r.children ?? []), { ...newColumnRow(), key: 'p2' }] }));
    expect(columnProblemText(draft({}, withChild), 'en')).toBe('Column (p2) fields (key,title[,dataIndex]) cannot be empty');
  });

  it('removes and moves columns anywhere in the tree', () => {
    const rows = toColumnRows(columns);
    expect(shiftColumn(rows, 'b'.repeat(32), -1).map((r) => r.key)).toEqual(['phone', 'name']);
    expect(shiftColumn(rows, 'a'.repeat(32), -1).map((r) => r.key)).toEqual(['name', 'phone']);
    expect(updateColumn(rows, 'c'.repeat(32), () => null)[1]!.children).toEqual([]);
    expect(fromColumnRows(updateColumn(rows, 'c'.repeat(32), () => null))[1]).not.toHaveProperty('children');
  });
});

describe('menu editor and development mode', () => {
  it('parses the operate JSON: empty is null, an object passes, anything else is refused', () => {
    expect(parseOperate('  ')).toBeNull();
    expect(parseOperate('{"steps":["g.rows"]}')).toEqual({ steps: ['g.rows'] });
    expect(parseOperate('[1]')).toBeUndefined();
    expect(parseOperate('{bad')).toBeUndefined();
  });

  it('offers the definition editors only to developers while editing is on', () => {
    expect(canEditDefinitions({ definitionEditing: true, developer: true, menuAdmin: false })).toBe(true);
    expect(canEditDefinitions({ definitionEditing: false, developer: true, menuAdmin: true })).toBe(false);
    expect(canEditDefinitions({ definitionEditing: true, developer: false, menuAdmin: true })).toBe(false);
  });
});
