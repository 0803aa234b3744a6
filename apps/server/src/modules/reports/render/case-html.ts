/**
 * The case report as one self-contained HTML page, with the test report's style and page shell
 * (html.ts). Every model text is escaped.
 */
import { boundReportMeta, boundReportTable, caseDate, caseDetails, caseKindLabel, caseTitle } from './case-format';
import { CaseReportModelSchema, type CaseReportModel } from './case-model';
import { formatGeneratedAt, labelsFor, lightLabel, paragraphs } from './format';
import { escapeHtml as e, htmlPage, lightHtml } from './html';

const CASE_STYLE = `
h3.tool { margin: 16px 0 0; font-size: 14.5px; } p.meta { margin: 0 0 6px; color: #5f6b76; font-size: 12px; }
.block h4 { margin: 10px 0 2px; font-size: 13.5px; color: #1d5c86; }
.block p { margin: 0 0 8px; text-align: justify; white-space: pre-wrap; }
.sign .filled { text-align: center; color: #1f2933; }
.none { color: #5f6b76; }
`;

export function renderCaseHtml(input: CaseReportModel): string {
  const model = CaseReportModelSchema.parse(input);
  const { locale, child } = model;
  const l = labelsFor(locale);
  const title = caseTitle(model, l);
  const none = `<p class="none">${e(l.none)}</p>`;
  const details = caseDetails(model, l);
  // row by row, left column then right, as the grid fills
  const detailCells = details[0]!.flatMap((left, row) => [left, details[1]![row]!]);

  const results = model.reports.length
    ? model.reports
        .map((report) => {
          const table = boundReportTable(report, l);
          const rows = report.rows
            .map((row, r) => {
              const cells = (table.rows[r] ?? []).map((cell, i) => `<td${i === 2 ? ' class="standard"' : ''}>${e(cell)}</td>`).join('');
              return `<tr>${cells}<td>${lightHtml(lightLabel(row.light, locale), row.light)}</td></tr>`;
            })
            .join('\n');
          const head = [...table.titles, l.colLight].map((h) => `<th>${e(h)}</th>`).join('');
          return (
            `<h3 class="tool">${e(report.toolName)}</h3><p class="meta">${e(boundReportMeta(report, l))}</p>` +
            (report.rows.length ? `<table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table>` : none)
          );
        })
        .join('\n') + `<p class="note">${e(`${l.resultsNote} ${l.summaryNote}`)}</p>`
    : none;

  const sections = model.sections
    .map((section) => {
      const blocks = section.blocks.filter((b) => b.text.trim() !== '' || b.label);
      const body = blocks.length
        ? blocks
            .map((b) => {
              const parts = paragraphs(b.text);
              return `<div class="block">${b.label ? `<h4>${e(b.label)}</h4>` : ''}${parts.length ? parts.map((p) => `<p>${e(p)}</p>`).join('') : none}</div>`;
            })
            .join('\n')
        : none;
      return `<h2>${e(section.title)}</h2>\n${body}`;
    })
    .join('\n');

  const demo = model.demonstration ? `<div class="demo" role="note"><strong>${e(l.demoBanner)}</strong><span>${e(l.demoBannerNote)}</span></div>` : '';
  const main = `<header>
<div class="top"><span class="institution">${e(model.institution.name)}</span><span>${e(`${l.childCode} ${child.code}`)}</span></div>
<h1>${e(title)}</h1>
<p class="tool">${e([caseKindLabel(model, l), `${l.clinician} ${model.clinician}`, caseDate(model)].join(' · '))}</p>
</header>
${demo}
<h2>${e(l.sectionCaseDetails)}</h2>
<dl class="details">${detailCells.map(([k, v], i) => `<div><dt>${e(k)}</dt><dd${i === 0 ? ' class="name"' : ''}>${e(v)}</dd></div>`).join('')}</dl>
<h2>${e(l.sectionResults)}</h2>
${results}
${sections}
<div class="sign"><div>${e(l.signature)}<span class="filled">${e(model.clinician)}</span></div><div>${e(l.signDate)}<span class="filled">${e(caseDate(model))}</span></div></div>
<footer>
<span class="disclaimer">${e(l.disclaimer)}</span>
<span>${e([model.institution.name, title, child.code].join(' · '))}</span>
<span>${e(`${l.generatedAt} ${formatGeneratedAt(model.generatedAt, model.timeZone)}`)}</span>
${model.demonstration ? `<span class="demo-note">${e(l.demoBanner)}</span>` : ''}
</footer>`;
  return htmlPage(locale, `${title} · ${child.name}`, main, CASE_STYLE);
}
