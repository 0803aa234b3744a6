import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

const IMG = '/api/system/file/raw/0b6f3c1e-8a4d-4c2b-9f1a-2d3e4f5a6b7c';

describe('sanitizeRichText', () => {
  it('keeps the allowed markup as it is', () => {
    const good = [
      '<p>段落 <strong>粗</strong> <b>b</b> <em>斜</em> <i>i</i> <u>下</u> <s>删</s><br /></p>',
      '<h1>一</h1><h2>二</h2><h3>三</h3><h4>四</h4>',
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>',
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td><td>d</td></tr></tbody></table>',
      `<p><img src="${IMG}" alt="图" /></p>`,
      '<p style="text-align:center"><span style="color:#ff0000;background-color:rgb(1, 2, 3)">red</span></p>',
      '<pre><code>const a = 1;</code></pre>',
    ];
    for (const html of good) expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http, https and mailto links, adding rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://example.org/a?b=1">x</a>')).toBe('<a href="https://example.org/a?b=1" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.c" target="_self" rel="opener">m</a>')).toBe('<a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer">m</a>');
    expect(sanitizeRichText('<a href="http://x.test">h</a>')).toContain('href="http://x.test"');
  });

  const vectors: Array<[string, string]> = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=//evil.test/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    [`<img src="${IMG}" onerror="alert(1)" onload="alert(2)">`, `<img src="${IMG}" />`],
    ['<p onclick="alert(1)" onmouseover="x">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="  java\tscript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<svg onload=alert(1)><circle r="1"/></svg><p>after</p>', '<p>after</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<iframe src="https://evil.test"></iframe><p>x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['<span style="color: expression(alert(1))">x</span>', '<span>x</span>'],
    ['<span style="background-color:url(javascript:alert(1))">x</span>', '<span>x</span>'],
    ['<p style="position:fixed;top:0;text-align:left">x</p>', '<p style="text-align:left">x</p>'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="https://evil.test/track.png">', ''],
    ['<img src="//evil.test/a.png">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    [`<img src="${IMG}/../../x">`, ''],
    ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<form action="https://evil.test"><input name="p"><button>go</button></form>', 'go'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.test/">', ''],
    ['<div><p>nested <em>ok</em></p></div>', '<p>nested <em>ok</em></p>'],
    ['<template><img src=x onerror=alert(1)></template>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<textarea><img src=x onerror=alert(1)></textarea>', ''],
    ['<!--<img src=x onerror=alert(1)>--><p>c</p>', '<p>c</p>'],
  ];

  it.each(vectors)('removes %s', (input, expected) => {
    const out = sanitizeRichText(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|onerror=|onload=|javascript:|<svg|<iframe|<style|expression\(/i);
  });
});
