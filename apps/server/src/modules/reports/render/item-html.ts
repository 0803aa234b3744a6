/** The item report as one self-contained HTML page, with the other reports' style (html.ts). Every model text is escaped. */
import { formatGeneratedAt, labelsFor, paragraphs } from './format';
import { itemDetails, itemReportDate, itemSubtitle, summaryColumns } from './item-format';
import { ItemReportModelSchema, type ItemReportModel } from './item-model';
import { escapeHtml as e, htmlPage } from './html';

const ITEM_STYLE = `
p.conclusion { font-weight: 700; color: #1d5c86; margin: 8px 0 12px; }
.block p { margin: 0 0 8px; text-align: justify; white-space: pre-wrap; }
.sign .filled { text-align: center; color: #1f2933; }
.none { color: #5f6b76; }
`;

const detailList = (columns: [string, string][][]) => {
  const cells = columns[0]!.flatMap((left, row) => [left, ...(columns[1]?.[row] ? [columns[1][row]] : [])]);
  return `<dl class="details">${cells.map(([k, v], i) => `<div><dt>${e(k)}</dt><dd${i === 0 ? ' class="name"' : ''}>${e(v)}</dd></div>`).join('')}</dl>`;
};

export function renderItemHtml(input: ItemReportModel): string {
  const model = ItemReportModelSchema.parse(input);
  const { locale, child } = model;
  const l = labelsFor(locale);
  const none = `<p class="none">${e(l.none)}</p>`;
  const summary = summaryColumns(model);
  const head = model.columns.map((c) => `<th>${e(c.title)}</th>`).join('');
  const rows = model.rows.map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`).join('\n');
  const sections = model.sections
    .map((section) => {
      const blocks = section.blocks.filter((b) => b.text.trim() !== '');
      const body = blocks.length ? blocks.map((b) => `<div class="block">${paragraphs(b.text).map((p) => `<p>${e(p)}</p>`).join('')}</div>`).join('\n') : none;
      return `<h2>${e(section.title)}</h2>\n${body}`;
    })
    .join('\n');
  const demo = model.demonstration ? `<div class="demo" role="note"><strong>${e(l.demoBanner)}</strong><span>${e(l.demoBannerNote)}</span></div>` : '';
  const main = `<header>
<div class="top"><span class="institution">${e(model.institution.name)}</span><span>${e(`${l.testCode} ${model.test.code}`)}</span></div>
<h1>${e(model.title)}</h1>
<p class="tool">${e(itemSubtitle(model, l))}</p>
</header>
${demo}
<h2>${e(l.sectionDetails)}</h2>
${detailList(itemDetails(model, l))}
<h2>${e(model.summaryTitle)}</h2>
${summary.length ? detailList(summary) : ''}
${model.conclusion ? `<p class="conclusion">${e(model.conclusion)}</p>` : ''}
<h2>${e(model.itemsTitle)}</h2>
${model.rows.length ? `<table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table>` : none}
${model.itemsNote ? `<p class="note">${e(model.itemsNote)}</p>` : ''}
${sections}
<div class="sign"><div>${e(l.signature)}<span class="filled">${e(model.clinician)}</span></div><div>${e(l.signDate)}<span class="filled">${e(itemReportDate(model))}</span></div></div>
<footer>
<span class="disclaimer">${e(l.disclaimer)}</span>
<span>${e([model.institution.name, model.toolName, model.test.code].join(' · '))}</span>
<span>${e(`${l.generatedAt} ${formatGeneratedAt(model.generatedAt, model.timeZone)}`)}</span>
${model.demonstration ? `<span class="demo-note">${e(l.demoBanner)}</span>` : ''}
</footer>`;
  return htmlPage(locale, `${model.title} · ${child.name}`, main, ITEM_STYLE);
}
