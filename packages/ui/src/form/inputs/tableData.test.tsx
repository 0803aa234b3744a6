import type { FormItem } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { filledCache, form, renderForm, useLanguageForTest } from '../test-support';

beforeEach(() => useLanguageForTest('zh'));

const family: FormItem = {
  keyName: 'family',
  showName: '家庭成员',
  input: {
    type: 'tableData',
    props: {
      columns: [
        { dataIndex: 'name', title: '姓名', titleEn: 'Name' },
        { dataIndex: 'relation', title: '关系', titleEn: 'Relation', type: 'lov', lovName: 'relation' },
        { dataIndex: 'birthday', title: '出生日期', titleEn: 'Birthday', type: 'date' },
        { dataIndex: 'age', title: '年龄', titleEn: 'Age', type: 'number' },
      ],
    },
  },
};
const rows = [{ name: '林妈妈', relation: 'mother', birthday: '1990-03-04', age: 36 }];

describe('tableData', () => {
  it('edits each row with the cell input its column names: text, list entry, date, number', async () => {
    const lovCache = await filledCache({ relation: [{ value: 'mother', content: '母亲', contentEn: 'Mother' }, { value: 'father', content: '父亲', contentEn: 'Father' }] });
    const html = renderForm(form([family]), { lovCache, initialValues: { family: rows } });
    expect(html).toMatch(/<th[^>]*>姓名<\/th>/);
    expect(html).toContain('aria-label="姓名 1"');
    expect(html).toContain('value="林妈妈"');
    expect(html).toMatch(/ant-select-content[^>]*title="母亲"|title="母亲"/);
    expect(html).toContain('value="1990-03-04"');
    expect(html).toContain('value="36"');
    expect(html).toContain('删除');
    expect(html).toContain('添加一行');

    await useLanguageForTest('en');
    const en = renderForm(form([family]), { lovCache, initialValues: { family: rows } });
    expect(en).toMatch(/<th[^>]*>Relation<\/th>/);
    expect(en).toContain('title="Mother"');
  });

  it('without columns says so instead of an empty table', () => {
    const html = renderForm(form([{ ...family, input: { type: 'tableData' } }]));
    expect(html).toMatch(/data-testid="form-table-family"[^>]*>[^<]+</);
  });
});
