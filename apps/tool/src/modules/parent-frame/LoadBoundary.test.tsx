import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from './i18n';
import { failureOf, LoadBoundary, LoadFailed, reloadPage } from './LoadBoundary';
import { PageCodeNotLoaded } from './on-demand';

afterAll(() => {
  setLocale('zh');
  vi.unstubAllGlobals();
});

const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const chunkMissing = new TypeError('Failed to fetch dynamically imported module: /assets/QuestionsPage-x.js');
function PageThatFailedToLoad(): never {
  throw new PageCodeNotLoaded(chunkMissing);
}
function PageWithABug(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'question')");
}

/**
 * The boundary as React drives it when a child throws: the error gives the state, then it renders.
 * (Server rendering ignores error boundaries, and the unit project has no DOM: the browser test
 * e2e/parent-offline.test.ts sees the same through a real failed chunk.)
 */
function afterChildThrew(reload: () => void, Page: () => never = PageThatFailedToLoad): LoadBoundary {
  const boundary = new LoadBoundary({ children: <Page />, reload });
  let thrown: unknown;
  try {
    renderToString(<>{boundary.render()}</>);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Error);
  boundary.state = LoadBoundary.getDerivedStateFromError(thrown);
  return boundary;
}

/** The host elements a tree draws, its function components called in place (inside a render, so their hooks run). */
function hostTree(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(hostTree);
  if (!isValidElement(node)) return node;
  const { type, props } = node as ReactElement<{ children?: ReactNode }>;
  if (typeof type === 'function') return hostTree((type as (p: unknown) => ReactNode)(props));
  return { ...node, props: { ...props, children: hostTree(props.children) } };
}

function buttons(node: ReactNode): Array<ReactElement<{ children: ReactNode; onClick(): void }>> {
  if (Array.isArray(node)) return node.flatMap(buttons);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return node.type === 'button' ? [node as ReactElement<{ children: ReactNode; onClick(): void }>] : buttons(node.props.children);
}

describe('the parent pages’ load boundary', () => {
  it('shows the page while nothing failed', () => {
    const html = renderToString(<LoadBoundary>{<p>问题</p>}</LoadBoundary>);
    expect(html).toBe('<p>问题</p>');
  });

  it('says kindly, in zh and en, that the page did not load, with a Reload button', () => {
    const boundary = afterChildThrew(() => undefined);
    setLocale('zh');
    const zh = renderToString(<>{boundary.render()}</>);
    expect(visible(zh)).toContain('页面没有加载成功');
    expect(visible(zh)).toContain('请检查网络，然后点“重新加载”');
    expect(zh).toMatch(/<button type="button" class="p-button p-button-primary"[^>]*>重新加载<\/button>/);
    setLocale('en');
    const en = renderToString(<>{boundary.render()}</>);
    expect(visible(en)).toContain('The page did not load');
    expect(visible(en)).toContain('Check it, then tap Reload.');
    expect(en).toMatch(/<button[^>]*>Reload<\/button>/);
    expect(visible(en)).not.toContain('页面');
  });

  it('tells a page that broke from one whose code did not arrive: no "check the network", whom to tell instead', () => {
    const boundary = afterChildThrew(() => undefined, PageWithABug);
    setLocale('zh');
    const zh = visible(renderToString(<>{boundary.render()}</>));
    expect(zh).toContain('这个页面出了点问题');
    expect(zh).toContain('请联系给您发送链接的工作人员');
    expect(zh).not.toContain('网络');
    expect(zh).toContain('重新加载');
    setLocale('en');
    const en = visible(renderToString(<>{boundary.render()}</>));
    expect(en).toContain('Something went wrong on this page');
    expect(en).toContain('please tell the staff who sent you the link');
    expect(en).not.toContain('connection');
  });

  it('counts a failed dynamic import as code that did not arrive, however the browser words it', () => {
    expect(failureOf(new PageCodeNotLoaded(chunkMissing))).toBe('code');
    expect(failureOf(chunkMissing)).toBe('code');
    expect(failureOf(new TypeError('Importing a module script failed.'))).toBe('code');
    expect(failureOf(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe('code');
    expect(failureOf(new RangeError('Invalid time value'))).toBe('page');
    expect(failureOf('a string')).toBe('page');
  });

  it('reloads the page when the button is pressed', () => {
    const reload = vi.fn();
    const boundary = afterChildThrew(reload);
    setLocale('en');
    let found: ReturnType<typeof buttons> = [];
    function Capture() {
      const tree = hostTree(boundary.render());
      found = buttons(tree);
      return <>{tree}</>;
    }
    renderToString(<Capture />);
    const button = found.find((b) => b.props.children === 'Reload');
    expect(button, 'a Reload button').toBeDefined();
    expect(reload).not.toHaveBeenCalled();
    button!.props.onClick();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page itself unless told otherwise', () => {
    const location = { reload: vi.fn() };
    vi.stubGlobal('window', { location });
    const boundary = new LoadBoundary({ children: null });
    boundary.state = LoadBoundary.getDerivedStateFromError(new PageCodeNotLoaded(chunkMissing));
    const failed = boundary.render() as ReactElement<{ reload(): void }>;
    expect(failed.type).toBe(LoadFailed);
    expect(failed.props.reload).toBe(reloadPage);
    failed.props.reload();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
