import { describe, expect, it } from 'vitest';
import { FlowMessageError, FlowStop, FlowValidationError, isOverProcess, OVER_PROCESS } from './errors';
import { flowText } from './messages';

describe('flowText', () => {
  it.each<[Parameters<typeof flowText>[0], Record<string, string>, string, string]>([
    ['validationFailed', {}, '数据校验失败', 'Data validation failed'],
    ['unknownStep', { name: 'v.x' }, '未定义的流程：v.x', 'No such flow defined: v.x'],
    ['unknownComponent', { path: 'a/B' }, '不存在的组件路径：a/B', 'Non-existent component path: a/B'],
    ['alreadyOpened', {}, '已经打开了相同的对话框', 'The same dialog is already open'],
  ])('%s reads zh and en from the i18n resources', (key, params, zh, en) => {
    expect(flowText(key, 'zh', params)).toBe(zh);
    expect(flowText(key, 'en', params)).toBe(en);
  });

  it('leaves a placeholder without a value visible', () => {
    expect(flowText('unknownStep', 'en')).toBe('No such flow defined: {{name}}');
  });
});

describe('flow errors', () => {
  it('a message error carries its text, or its key localised on demand', () => {
    expect(new FlowMessageError('plain').localized('zh')).toBe('plain');
    const keyed = new FlowMessageError({ key: 'unknownStep', params: { name: 'g.x' } });
    expect(keyed.localized('zh')).toBe('未定义的流程：g.x');
    expect(keyed.message).toBe('No such flow defined: g.x');
  });

  it('a validation error names its step and reason for developers', () => {
    const error = new FlowValidationError('v.isRow', 'no row selected');
    expect([error.step, error.reason, error.message]).toEqual(['v.isRow', 'no row selected', 'v.isRow: no row selected']);
  });

  it.each<[unknown, boolean]>([
    [new FlowStop(), true],
    [OVER_PROCESS, true],
    ['overprocess', false],
    [new Error('overProcess'), false],
    [null, false],
  ])('isOverProcess(%j) is %s', (value, expected) => {
    expect(isOverProcess(value)).toBe(expected);
  });

  it("names a stop 'overProcess'", () => {
    expect(new FlowStop().name).toBe('overProcess');
  });
});
