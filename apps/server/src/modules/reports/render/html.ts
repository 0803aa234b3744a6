/**
 * The HTML variant: one self-contained page (inline CSS, the curve as inline SVG, no scripts, no
 * external requests) with the same sections as the PDF. Every model text is escaped, and the
 * page's CSP forbids scripts anyway.
 */
import { renderCurveSvg } from './chart';
import { fill } from './labels';
import { formatCi, formatGeneratedAt, formatNumber, formatPercentile, labelsFor, lightLabel, paragraphs, pick, toolLabel } from './format';
import { ReportModelSchema, type Light, type ReportLocale, type ReportModel } from './model';
import { REPORT_FONT_FAMILY } from './fonts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The look every HTML document of the renderer shares (test and case reports). */
export const REPORT_STYLE = `
@page { size: A4; margin: 14mm 15mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; background: #eef1f4; color: #1f2933; font: 14px/1.6 '${REPORT_FONT_FAMILY}', 'Noto Sans SC', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif; }
main { max-width: 820px; margin: 24px auto; background: #fff; padding: 36px 44px 28px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
header .top { display: flex; justify-content: space-between; gap: 16px; font-size: 12px; color: #5f6b76; }
header .institution { color: #1d5c86; font-weight: 700; font-size: 14px; }
h1 { margin: 14px 0 2px; font-size: 27px; line-height: 1.3; }
header .tool { color: #5f6b76; margin: 0 0 10px; }
header { border-bottom: 2px solid #1d5c86; margin-bottom: 16px; }
.demo { border: 1px solid #b3261e; background: #fbe3e1; color: #b3261e; border-radius: 6px; text-align: center; padding: 8px; margin-bottom: 16px; }
.demo strong { display: block; font-size: 16px; }
.demo span { font-size: 12px; }
h2 { font-size: 17px; margin: 24px 0 10px; padding-left: 10px; border-left: 4px solid #1d5c86; line-height: 1.2; break-after: avoid; }
.details { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 24px; background: #f4f6f8; border-radius: 6px; padding: 10px 16px; margin: 0; }
.details div { display: flex; gap: 12px; padding: 3px 0; }
.details dt { color: #5f6b76; font-size: 12px; min-width: 92px; padding-top: 2px; }
.details dd { margin: 0; }
.details .name { font-weight: 700; font-size: 16px; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
th { background: #1d5c86; color: #fff; font-weight: 700; padding: 7px 8px; text-align: center; }
td { padding: 7px 8px; text-align: center; border-bottom: 1px solid #d5dbe1; }
tbody tr:nth-child(even) { background: #f8f9fb; }
td:first-child, th:first-child, td:last-child, th:last-child { text-align: left; }
td:first-child, td.standard { font-weight: 700; }
.note { color: #5f6b76; font-size: 11.5px; margin: 6px 0 0; }
.light { display: inline-flex; align-items: center; gap: 6px; font-weight: 700; white-space: nowrap; }
.light i { width: 9px; height: 9px; border-radius: 50%; display: inline-block; position: relative; }
.light-red { color: #b3261e; } .light-red i { background: #b3261e; }
.light-red i::after { content: ''; position: absolute; left: 2px; right: 2px; top: 4px; height: 1.4px; background: #fff; }
.light-green { color: #2e7d32; } .light-green i { background: #2e7d32; }
.pill { padding: 1px 10px; border-radius: 10px; font-size: 12px; }
.pill.light-red { background: #fbe3e1; } .pill.light-green { background: #e4f2e6; }
.zones { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.zone { border: 1px solid #d5dbe1; border-left-width: 6px; border-radius: 6px; padding: 10px 14px 12px; break-inside: avoid; }
.zone.red { border-left-color: #b3261e; } .zone.green { border-left-color: #2e7d32; }
.zone h3 { margin: 0; font-size: 15px; }
.zone .score { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; margin: 2px 0 4px; }
.zone .score b { font-size: 28px; line-height: 1.2; } .zone .score small { color: #5f6b76; margin-left: 6px; }
.zone p { margin: 0; color: #5f6b76; font-size: 12.5px; }
figure { margin: 0; } figure svg { width: 100%; height: auto; display: block; }
.devage { background: #e8f0f6; border-radius: 6px; padding: 12px 16px; }
.devage .stats { display: grid; grid-template-columns: 1fr 1fr; }
.devage .stats small { display: block; color: #5f6b76; font-size: 12px; }
.devage .stats b { font-size: 20px; } .devage .stats .dev { color: #1d5c86; }
.devage p { margin: 8px 0 0; }
ol { margin: 0; padding-left: 1.6em; } ol li { margin: 3px 0; }
.comments p { margin: 0 0 8px; text-align: justify; white-space: pre-wrap; }
.sign { display: flex; justify-content: flex-end; gap: 36px; margin-top: 24px; color: #5f6b76; font-size: 13px; }
.sign span { display: inline-block; width: 150px; border-bottom: 1px solid #8a96a3; margin-left: 8px; }
footer { margin-top: 18px; border-top: 1px solid #d5dbe1; padding-top: 8px; font-size: 11.5px; color: #5f6b76; display: flex; justify-content: space-between; flex-wrap: wrap; gap: 4px 16px; }
footer .disclaimer { flex-basis: 100%; }
footer .demo-note { color: #b3261e; font-weight: 700; }
@media print { body { background: #fff; } main { box-shadow: none; margin: 0; max-width: none; padding: 0; } }
`;

export function lightHtml(label: string, value: Light, pill = false): string {
  return `<span class="light light-${value}${pill ? ' pill' : ''}"><i aria-hidden="true"></i>${escapeHtml(label)}</span>`;
}

export function renderReportHtml(input: ReportModel): string {
  const model = ReportModelSchema.parse(input);
  const { locale, child, test } = model;
  const l = labelsFor(locale);
  const e = escapeHtml;
  const t = (text: { zh: string; en: string }) => e(pick(text, locale));

  const details: [string, string, string?][] = [
    [l.childName, child.name, 'name'],
    [l.testCode, test.code],
    [l.gender, child.gender === 'male' ? l.male : l.female],
    [l.testDate, test.date],
    [l.birthDate, child.birthDate],
    [l.clinician, test.clinician],
    [l.ageAtTest, child.ageAtTest],
    [l.tool, toolLabel(model)],
  ];
  const rows = model.composites
    .map(
      (c) =>
        `<tr><td>${t(c.name)}</td><td>${e(formatNumber(c.raw))}</td><td class="standard">${e(formatNumber(c.standard))}</td>` +
        `<td>${e(formatCi(c.ci))}</td><td>${e(formatPercentile(c.percentile))}</td><td>${e(c.ageEquivalent)}</td><td>${lightHtml(lightLabel(c.light, locale), c.light)}</td></tr>`,
    )
    .join('\n');
  const zones = model.zones
    .map(
      (z) =>
        `<section class="zone ${z.light}"><h3>${t(z.name)}</h3>` +
        `<div class="score"><span><b>${e(formatNumber(z.standard))}</b><small>${e(l.standardScore)}</small></span>${lightHtml(lightLabel(z.light, locale, true), z.light, true)}</div>` +
        `<p>${t(z.description)}</p></section>`,
    )
    .join('\n');
  const chart = model.curve.points.length
    ? `<figure>${renderCurveSvg(model, { width: 732, height: 280 })}</figure><p class="note">${e(fill(l.curveNote, { series: pick(model.curve.seriesName, locale) }))}</p>`
    : `<p class="note">${e(l.curveEmpty)}</p>`;
  const targets = model.interventionTargets.length ? `<ol>${model.interventionTargets.map((x) => `<li>${t(x)}</li>`).join('')}</ol>` : `<p>${e(l.none)}</p>`;
  const comments = paragraphs(model.clinicianComments);
  const demo = model.demonstration ? `<div class="demo" role="note"><strong>${e(l.demoBanner)}</strong><span>${e(l.demoBannerNote)}</span></div>` : '';

  return htmlPage(locale, `${l.reportTitle} · ${child.name}`, `<header>
<div class="top"><span class="institution">${t(model.institution.name)}</span><span>${e(`${toolLabel(model)} · ${l.reportVersion} ${model.reportVersion}`)}</span></div>
<h1>${e(l.reportTitle)}</h1>
<p class="tool">${t(model.tool.name)}</p>
</header>
${demo}
<h2>${e(l.sectionDetails)}</h2>
<dl class="details">${details.map(([k, v, cls]) => `<div><dt>${e(k)}</dt><dd${cls ? ` class="${cls}"` : ''}>${e(v)}</dd></div>`).join('')}</dl>
<h2>${e(l.sectionSummary)}</h2>
<table>
<thead><tr>${[l.colComposite, l.colRaw, l.colStandard, l.colCi, l.colPercentile, l.colAgeEquivalent, l.colLight].map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="note">${e(l.summaryNote)}</p>
<h2>${e(l.sectionZones)}</h2>
<div class="zones">
${zones}
</div>
<h2>${e(l.sectionCurve)}</h2>
${chart}
<h2>${e(l.sectionDevAge)}</h2>
<div class="devage"><div class="stats"><div><small>${e(l.chronologicalAge)}</small><b>${e(child.ageAtTest)}</b></div><div><small>${e(l.developmentalAge)}</small><b class="dev">${t(model.developmentalAge.age)}</b></div></div><p>${t(model.developmentalAge.summary)}</p></div>
<h2>${e(l.sectionTargets)}</h2>
${targets}
<h2>${e(l.sectionComments)}</h2>
<div class="comments">${comments.length ? comments.map((p) => `<p>${e(p)}</p>`).join('\n') : `<p>${e(l.none)}</p>`}</div>
<div class="sign"><div>${e(l.signature)}<span></span></div><div>${e(l.signDate)}<span></span></div></div>
<footer>
<span class="disclaimer">${e(l.disclaimer)}</span>
<span>${e([pick(model.institution.name, locale), toolLabel(model), test.code].join(' · '))}</span>
<span>${e(`${l.generatedAt} ${formatGeneratedAt(model.generatedAt, model.timeZone)}`)}</span>
${model.demonstration ? `<span class="demo-note">${e(l.demoBanner)}</span>` : ''}
</footer>`);
}

/** One self-contained page: no scripts, no requests (its CSP says so too); `main` is trusted HTML. */
export function htmlPage(locale: ReportLocale, title: string, main: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)}</title>
<style>${REPORT_STYLE}${extraStyle}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
