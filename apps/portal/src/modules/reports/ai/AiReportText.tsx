/**
 * The AI report's text on screen. The writer's answer is untrusted text (a model may return
 * anything): it is split into lines and shown as React text only — '#'/'##' headings, '- ' list
 * items, other lines as paragraphs — never parsed as HTML.
 */
import { Typography } from 'antd';
import type { ReactNode } from 'react';

type Block = { kind: 'h1' | 'h2' | 'p'; text: string } | { kind: 'ul'; items: string[] };

export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const item = /^[-*•]\s+(.*)$/.exec(line);
    if (item) {
      const last = blocks.at(-1);
      if (last?.kind === 'ul') last.items.push(item[1]!);
      else blocks.push({ kind: 'ul', items: [item[1]!] });
    } else if (line.startsWith('## ') || line.startsWith('### ')) blocks.push({ kind: 'h2', text: line.replace(/^#+\s+/, '') });
    else if (line.startsWith('# ')) blocks.push({ kind: 'h1', text: line.slice(2) });
    else blocks.push({ kind: 'p', text: line.replace(/\*\*(.+?)\*\*/g, '$1') });
  }
  return blocks;
}

export function AiReportText({ text }: { text: string }) {
  const out: ReactNode[] = textBlocks(text).map((block, i) => {
    if (block.kind === 'h1') return <Typography.Title key={i} level={4}>{block.text}</Typography.Title>;
    if (block.kind === 'h2') return <Typography.Title key={i} level={5} style={{ marginTop: 16 }}>{block.text}</Typography.Title>;
    if (block.kind === 'ul') return <ul key={i} style={{ paddingInlineStart: 20, margin: '4px 0 8px' }}>{block.items.map((item, j) => <li key={j}>{item}</li>)}</ul>;
    return <Typography.Paragraph key={i} style={{ marginBottom: 8 }}>{block.text}</Typography.Paragraph>;
  });
  return <div data-testid="ai-report-text" style={{ lineHeight: 1.7 }}>{out}</div>;
}
