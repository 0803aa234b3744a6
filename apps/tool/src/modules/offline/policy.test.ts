import { describe, expect, it } from 'vitest';
import { byteRange, carriesToken, classify, KEPT_VIEW_ID, keptKey, landingKey, linkPrefix, localeOf, parseKeptKey, testLinkOf, withKeptView, type RequestFacts } from './policy';

const ORIGIN = 'https://tool.example.cn';

function facts(path: string, init: { method?: string; mode?: string; headers?: Record<string, string>; origin?: string } = {}): RequestFacts {
  const headers = new Map(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { method: init.method ?? 'GET', url: new URL(path, init.origin ?? ORIGIN), mode: init.mode ?? 'cors', origin: ORIGIN, header: (name) => headers.get(name.toLowerCase()) ?? null };
}

describe('what the offline worker keeps', () => {
  it('keeps parent pages, never a clinician page', () => {
    for (const path of ['/dreamit/token/AbC', '/dreamit/token/AbC/questions', '/dreamits/token/x/end', '/training/token/t/activity/1']) {
      expect(classify(facts(path, { mode: 'navigate' })), path).toEqual({ kind: 'page' });
    }
    for (const path of ['/', '/dreamit/ready/test/1', '/module/home?auto_token=abc']) expect(classify(facts(path, { mode: 'navigate' })), path).toEqual({ kind: 'pass' });
  });

  it('keeps the calls a parent page is drawn from, asked with the link’s token', () => {
    expect(classify(facts('/api/base/dreamit/v2/temporary/info?_id=1&_=99', { headers: { temtoken: 'tt' } }))).toEqual({ kind: 'call', temToken: 'tt' });
    expect(classify(facts('/api/base/dreamit/v2/parents/info?_id=1', { headers: { temtoken: 'tt' } }))).toEqual({ kind: 'call', temToken: 'tt' });
    expect(classify(facts('/api/base/dreamit/v2/temporary/sync', { method: 'POST', headers: { temtoken: 'tt' } }))).toEqual({ kind: 'sync', temToken: 'tt' });
  });

  it('passes on anything with a login token, the link exchange, other calls and other sites', () => {
    expect(classify(facts('/api/base/dreamit/v2/temporary/info?_id=1', { headers: { temtoken: 'tt', token: 'login' } }))).toEqual({ kind: 'pass' });
    expect(classify(facts('/assets/index-a1.js', { headers: { token: 'login' } }))).toEqual({ kind: 'pass' });
    expect(classify(facts('/api/base/temporary/verification?tem_token=q', { headers: { temtoken: 'tt' } }))).toEqual({ kind: 'pass' });
    expect(classify(facts('/api/base/dreamit/v2/temporary/info?_id=1'))).toEqual({ kind: 'pass' });
    expect(classify(facts('/api/base/tests/detail?_id=1', { headers: { temtoken: 'tt' } }))).toEqual({ kind: 'pass' });
    expect(classify(facts('/api/base/dreamit/v2/info/temporary/additional', { method: 'POST', headers: { temtoken: 'tt' } }))).toEqual({ kind: 'pass' });
    expect(classify(facts('/assets/parent-a1.js', { origin: 'https://cdn.example.cn' }))).toEqual({ kind: 'pass' });
  });

  it('keeps build files and question audio', () => {
    expect(classify(facts('/assets/parent-BPkoM2JX.js'))).toEqual({ kind: 'asset' });
    expect(classify(facts('/oss/Dream-IT/questions/IT-D-01.mp3'))).toEqual({ kind: 'audio' });
    expect(classify(facts('/oss/Dream-IT/operating-guide.mp3'))).toEqual({ kind: 'audio' });
    expect(classify(facts('/oss/files/report.pdf'))).toEqual({ kind: 'pass' });
  });
});

describe('kept answers, per link', () => {
  const url = (q: string) => new URL(`/api/base/dreamit/v2/temporary/info?${q}`, ORIGIN);

  it('ignores the cache-buster and the order of the query, never holds the token', () => {
    const a = keptKey(ORIGIN, 'd1', 'zh-CN', url('_id=7&_=123'));
    expect(a).toBe(keptKey(ORIGIN, 'd1', 'zh-CN', url('_=456&_id=7')));
    expect(a).toBe(`${ORIGIN}/__offline/d1/zh-CN/api/base/dreamit/v2/temporary/info?_id=7`);
    expect(a.startsWith(linkPrefix(ORIGIN, 'd1'))).toBe(true);
  });

  it('gives two links and two languages their own entries', () => {
    expect(keptKey(ORIGIN, 'd1', 'zh-CN', url('_id=7'))).not.toBe(keptKey(ORIGIN, 'd2', 'zh-CN', url('_id=7')));
    expect(keptKey(ORIGIN, 'd1', 'zh-CN', url('_id=7'))).not.toBe(keptKey(ORIGIN, 'd1', 'en-US', url('_id=7')));
  });

  it('reads a key back', () => {
    const parts = parseKeptKey(keptKey(ORIGIN, 'd1', '*', url('_id=7')));
    expect(parts).toMatchObject({ linkDigest: 'd1', locale: '*', path: '/api/base/dreamit/v2/temporary/info' });
    expect(parts?.query.get('_id')).toBe('7');
    expect(parseKeptKey(`${ORIGIN}/assets/x.js`)).toBeNull();
  });

  it('takes the first language tag', () => {
    expect(localeOf('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(localeOf('en-US')).toBe('en-US');
    expect(localeOf(null)).toBe('*');
  });

  it('finds a token anywhere in an answer', () => {
    expect(carriesToken({ code: 200, data: { tem_token: 'abc' } })).toBe(true);
    expect(carriesToken({ data: { list: [{ Token: 'abc' }] } })).toBe(true);
    expect(carriesToken({ data: { token_count: 3, tokens: ['a'], status: 'Active', token: '' } })).toBe(false);
  });
});

describe('byte ranges of kept audio', () => {
  it('cuts what a media element asks for', () => {
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });

  it('refuses what cannot be served', () => {
    expect(byteRange(null, 100)).toBeNull();
    expect(byteRange('bytes=100-', 100)).toBeNull();
    expect(byteRange('bytes=20-10', 100)).toBeNull();
    expect(byteRange('items=0-1', 100)).toBeNull();
  });
});

describe('a link reopened without network', () => {
  it('knows a test link by the token in its path, never a training or clinician page', () => {
    expect(testLinkOf('/dreamit/token/AbC')).toBe('AbC');
    expect(testLinkOf('/dreamits/token/x%2Fy/questions')).toBe('x%2Fy');
    expect(testLinkOf('/dreamit/token/AbC/view/guide')).toBe('AbC');
    for (const path of ['/training/token/t', '/dreamit/ready/test/1', '/', '/its/run/early/c1']) expect(testLinkOf(path), path).toBeNull();
  });

  it('notes a link’s landing apart from every link’s kept calls', () => {
    const landing = landingKey(ORIGIN, 'd1');
    expect(landing.startsWith(linkPrefix(ORIGIN, 'd1'))).toBe(false);
    expect(parseKeptKey(landing)).toBeNull();
  });

  it('puts the kept view in the page’s head, where nothing in the view can close its block', () => {
    const html = '<html><head><title>家长答题</title><script type="module" src="/assets/parent-1.js"></script></head><body><div id="root"></div></body></html>';
    const view = { testId: 't1', locale: 'zh-CN', envelope: { success: true, code: 200, data: { note: '</script><script>alert(1)</script>', name: 'a<b' } } };
    const out = withKeptView(html, view);
    const head = out.slice(0, out.indexOf('</head>'));
    const block = new RegExp(`<script type="application/json" id="${KEPT_VIEW_ID}">(.*?)</script>`).exec(head);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual(view);
    expect(out.slice(out.indexOf('</head>'))).toBe('</head><body><div id="root"></div></body></html>');
    expect(withKeptView('<p>no head</p>', view)).toBe('<p>no head</p>');
  });
});
