import { describe, expect, it } from 'vitest';
import type { InstitutionTool } from '@portal/shared';
import type { RequestFn } from '@portal/ui';
import { testableTools } from './api';

const tool = (tools_type: string, status: InstitutionTool['status']): InstitutionTool => ({ _id: tools_type, tools_type, name: tools_type, nameEn: tools_type, status });

describe('the tools offered for a new test', () => {
  it('lists the testing tools, active first, an expired one disabled rather than left out', async () => {
    const list = [tool('Ment', 'active'), tool('Dream-IT', 'disabled'), tool('SWAM-S', 'active'), tool('Dream-ITS', 'active')];
    const request = (() => Promise.resolve({ code: 200, success: true, data: list, message: '' })) as unknown as RequestFn;
    expect((await testableTools(request)).map((t) => [t.tools_type, t.status])).toEqual([
      ['SWAM-S', 'active'],
      ['Dream-ITS', 'active'],
      ['Dream-IT', 'disabled'],
    ]);
  });
});
