import { describe, expect, it } from 'vitest';
import { parseParentPath, parseTrainingPath, trainingPathOf } from '../../parent-frame';

describe('training link routes', () => {
  it('reads today, an activity and the consultation page of a link', () => {
    expect(parseTrainingPath('/training/token/AbC_12')).toEqual({ token: 'AbC_12', base: '/training/token/AbC_12', page: 'today' });
    expect(parseTrainingPath('/training/token/AbC/activity/9f1c')).toMatchObject({ page: 'activity', activityId: '9f1c', token: 'AbC' });
    expect(parseTrainingPath('/training/token/AbC/consult/')).toMatchObject({ page: 'consult' });
    expect(parseParentPath('/training/token/AbC')).toBeNull();
  });

  it('refuses anything else and writes the paths it reads', () => {
    for (const path of ['/training/token/', '/training/AbC', '/training/token/a/activity/', '/training/token/a/b', '/training/token/%E0%A4%A']) expect(parseTrainingPath(path), path).toBeNull();
    const route = parseTrainingPath('/training/token/t%2Fx')!;
    for (const page of [{ page: 'today' }, { page: 'activity', activityId: 'a b' }, { page: 'consult' }] as const) {
      expect(parseTrainingPath(trainingPathOf(route.base, page))).toMatchObject({ ...page, token: 't/x' });
    }
  });
});
