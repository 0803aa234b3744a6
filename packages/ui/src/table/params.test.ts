import { describe, expect, it } from 'vitest';
import { formInitialValues } from './definitions';
import { availableActions, readTableOperate } from './operate';
import { listParams, readListResult, searchParams, statisticsEntries } from './params';

const searchForm = {
  fromItem: [
    { keyName: 'name', input: { type: 'text' as const } },
    { keyName: 'birthday', input: { type: 'dateRange' as const }, extra: { rangeKeys: ['birthday_from', 'birthday_to'] } },
    { keyName: 'created', input: { type: 'dateRange' as const } },
  ],
};

describe('list call parameters', () => {
  it('drops empty search values and trims text', () => {
    expect(searchParams({ name: '  李 ', code: '', gender: undefined, tags: [], n: 0, flag: false }, searchForm)).toEqual({ name: '李', n: 0, flag: false });
  });

  it('splits a range by its rangeKeys; a range without them stays a list', () => {
    expect(searchParams({ birthday: ['2020-01-01', '2021-01-01'], created: ['2024-01-01', '2024-02-01'] }, searchForm)).toEqual({
      birthday_from: '2020-01-01',
      birthday_to: '2021-01-01',
      created: ['2024-01-01', '2024-02-01'],
    });
    expect(searchParams({ birthday: ['2020-01-01', null] }, searchForm)).toEqual({ birthday_from: '2020-01-01' });
  });

  it('adds pagination, which wins over a same-named field', () => {
    expect(listParams({ name: 'x', current: 9 }, { current: 2, pageSize: 20 })).toEqual({ name: 'x', current: 2, pageSize: 20 });
  });

  it('reads rows, total, paging and statistics from the envelope', () => {
    const page = readListResult({ data: [{ _id: 'a' }], total: 31, current: 2, pageSize: 10, statistics: { total: 31 } }, { current: 1, pageSize: 10 });
    expect(page).toEqual({ rows: [{ _id: 'a' }], total: 31, current: 2, pageSize: 10, statistics: { total: 31 } });
    expect(readListResult({ data: { list: [1, 2] } }, { current: 3, pageSize: 5 })).toMatchObject({ rows: [1, 2], total: 2, current: 3, pageSize: 5 });
    expect(readListResult({ data: null }, { current: 1, pageSize: 10 }).rows).toEqual([]);
  });

  it('statistics as counters or as a titled list', () => {
    expect(statisticsEntries({ total: 3, completed: '2', nested: {} })).toEqual([{ key: 'total', value: 3 }, { key: 'completed', value: '2' }]);
    expect(statisticsEntries([{ title: 'A', value: 1 }, { label: 'B', value: 2 }, 'junk'])).toEqual([{ key: 'A', value: 1 }, { key: 'B', value: 2 }]);
    expect(statisticsEntries(undefined)).toEqual([]);
  });
});

describe('operate configuration', () => {
  const children = {
    modalProps: { width: 800, fromName: 'children_form' },
    columns_name: 'children_columns',
    search_from_name: 'children_search',
    api: '/api/base/children/list',
    method: 'GET',
    rowKey: '_id',
    infoApi: '/api/base/children/info',
    addApi: '/api/base/children/add',
    updateApi: '/api/base/children/update',
    deleteApi: '/api/base/children/delete',
  };

  it('reads the table keys of a menu operate', () => {
    expect(readTableOperate(children)).toEqual({
      columnsName: 'children_columns',
      api: '/api/base/children/list',
      method: 'GET',
      searchFromName: 'children_search',
      rowKey: '_id',
      formName: 'children_form',
      modalWidth: 800,
      infoApi: '/api/base/children/info',
      addApi: '/api/base/children/add',
      updateApi: '/api/base/children/update',
      deleteApi: '/api/base/children/delete',
      datasetAuth: true,
    });
    expect(readTableOperate({ ...children, method: 'post', datasetAuth: false })).toMatchObject({ method: 'POST', datasetAuth: false });
  });

  it('is not a table without columns_name and api', () => {
    expect(readTableOperate(null)).toBeNull();
    expect(readTableOperate({ columns_name: 'x' })).toBeNull();
    expect(readTableOperate({ api: '/x' })).toBeNull();
  });

  it('offers only the actions whose calls are configured', () => {
    const full = readTableOperate(children)!;
    expect(availableActions(full, true)).toEqual({ view: true, edit: true, delete: true, create: true });
    const bare = readTableOperate({ columns_name: 'c', api: '/l' })!;
    expect(availableActions(bare, false)).toEqual({ view: false, edit: false, delete: false, create: false });
    const noForm = readTableOperate({ ...children, modalProps: {} })!;
    expect(availableActions(noForm, false)).toMatchObject({ edit: false, create: false, delete: true });
  });

  it('edit values keep only the form’s fields', () => {
    const form = { fromItem: [{ keyName: 'title', input: { type: 'title' as const } }, { keyName: 'name', input: { type: 'text' as const } }, { keyName: 'mrn', input: { type: 'text' as const } }] };
    expect(formInitialValues(form, { _id: '1', name: 'A', mrn: null, createdTime: 'x', title: 'y' })).toEqual({ name: 'A' });
  });
});
