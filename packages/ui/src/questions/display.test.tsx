import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../form/test-support';
import { QuestionDescriptions } from './display';
import { QuestionView } from './QuestionView';
import { exampleConfig } from './test-fixtures';

beforeAll(() => useLanguageForTest('zh'));

const render = (shown?: boolean) => {
  const view = <QuestionView question={exampleConfig('q1')} value={null} onChange={() => undefined} variant="personal" locale="zh" name="q1" />;
  return renderToString(shown === undefined ? view : <QuestionDescriptions.Provider value={shown}>{view}</QuestionDescriptions.Provider>);
};

describe('question descriptions (dream_it_s_2 on the Dream-ITS page)', () => {
  it('show by default and where the page allows them, and not where it does not', () => {
    const description = (exampleConfig('q1') as { descriptions: Array<{ description: { zh: string } }> }).descriptions[0]!.description.zh;
    expect(description).toBeTruthy();
    expect(render()).toContain(description);
    expect(render(true)).toContain('qv-notes');
    const hidden = render(false);
    expect(hidden).not.toContain('qv-notes');
    expect(hidden).not.toContain(description);
    expect(hidden).toContain('data-testid="choice-0"');
  });
});
