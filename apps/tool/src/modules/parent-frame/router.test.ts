import { describe, expect, it } from 'vitest';
import { parseEarlyRunPath, parseParentPath, pathOf } from './router';

describe('parent routes', () => {
  it('reads every parent page of both flows', () => {
    expect(parseParentPath('/dreamit/token/AbC_12-x')).toEqual({ flow: 'dreamit', token: 'AbC_12-x', base: '/dreamit/token/AbC_12-x', page: 'ready' });
    expect(parseParentPath('/dreamit/token/AbC/view/dream_it_info_additional_2_from')).toMatchObject({ page: 'form', form: 'dream_it_info_additional_2_from' });
    expect(parseParentPath('/dreamit/token/AbC/questions')).toMatchObject({ page: 'questions', token: 'AbC' });
    expect(parseParentPath('/dreamits/token/AbC/end/')).toMatchObject({ flow: 'dreamits', page: 'end', base: '/dreamits/token/AbC' });
  });

  it('refuses anything else, including a malformed escape', () => {
    for (const path of ['/', '/dreamit/token/', '/dreamit/token/a/b', '/dreamit/ready/test/1', '/dreamit/token/a/view/', '/dreamit/token/%E0%A4%A']) {
      expect(parseParentPath(path), path).toBeNull();
    }
  });

  it('writes the paths it reads', () => {
    const route = parseParentPath('/dreamit/token/t%2Fx')!;
    expect(route.token).toBe('t/x');
    for (const page of [{ page: 'ready' }, { page: 'form', form: 'dream_it_operating_guide_from' }, { page: 'questions' }, { page: 'end' }] as const) {
      expect(parseParentPath(pathOf(route.base, page))).toMatchObject({ ...page, token: 't/x' });
    }
  });
});

describe('the early-screening link', () => {
  it('reads the cid of /its/run/early/{cid}, and nothing else', () => {
    expect(parseEarlyRunPath('/its/run/early/AbC-1_z')).toEqual({ cid: 'AbC-1_z' });
    expect(parseEarlyRunPath('/its/run/early/AbC/')).toEqual({ cid: 'AbC' });
    expect(parseEarlyRunPath('/its/run/early/')).toBeNull();
    expect(parseEarlyRunPath('/its/run/early/a/b')).toBeNull();
    expect(parseEarlyRunPath('/its/run/early/%E0%A4%A')).toBeNull();
  });
});
