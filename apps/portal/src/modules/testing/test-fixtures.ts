/// <reference types="node" />
/** Test-only: the shared example bank and a test view built on it, as tests/detail answers one. */
import { readFileSync } from 'node:fs';
import { loadQuestionBank, type QuestionBank, type TestView } from '@portal/shared';

const BANK = new URL('../../../../../packages/shared/src/questions/fixtures/example-bank.json', import.meta.url);

export function exampleBank(): QuestionBank {
  const result = loadQuestionBank(JSON.parse(readFileSync(BANK, 'utf8')));
  if (!result.ok) throw new Error('example bank does not load');
  return result.value;
}

export function exampleTest(overrides: Partial<TestView> = {}): TestView {
  const bank = exampleBank();
  return {
    _id: 't-1',
    test_code: 'DI-0001',
    tools_type: 'Dream-IT',
    test_type: 'v2',
    status: 'ParentsTesting',
    createdTime: '2024-06-01T08:30:00.000Z',
    is_end: false,
    bank_version: bank.bank_version,
    notice: null,
    library: bank.library as unknown as TestView['library'],
    library_additional: null,
    library_parents: (bank.library_parents ?? null) as unknown as TestView['library_parents'],
    answer: {},
    answer_parents: {},
    is_show_parents_answer: false,
    allowed_testing: true,
    simultaneous_test_limit: 0,
    from_children: { _id: 'c-1', name: '王子涵', gender: 'male', birth: '2023-01-02', children_code: 'XY0001' },
    from_children_extra: null,
    report_version: null,
    is_at_risk_score: null,
    flagged_items_list: null,
    flagged_targets: null,
    comments: null,
    report_params: null,
    ...overrides,
  };
}
