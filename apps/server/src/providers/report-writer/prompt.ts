/**
 * What an AI model is asked (the openai-compatible writer): a system prompt that sets the rules
 * (parents' plain language, no diagnosis, only the given scores, the clinician decides), and the
 * scores as structured JSON, so the model reads numbers rather than prose it could misread.
 */
import type { ReportWriterInput } from './writer';

const LANGUAGE = { zh: 'Simplified Chinese (简体中文)', en: 'English' } as const;

export function systemPrompt(input: ReportWriterInput): string {
  return [
    'You help a speech and language clinician explain a child’s language assessment report to the child’s parents.',
    `Write in ${LANGUAGE[input.locale]} only, in plain words a parent without training understands.`,
    'Use only the scores in the JSON the user gives. Do not invent results, causes, history or conditions. Do not diagnose and do not name any disorder.',
    'Standard scores have mean 100 and standard deviation 15; 85 to 115 is the average range. A percentile of P means about P of 100 children of the same age score at or below the child. light "red" means below the tool’s cut-off for the child’s age; "green" means at or above it.',
    'Structure: a "# " title; a short opening that says this is not a diagnosis and that the clinician will discuss it; then one "## " section per area, in the given order, named exactly by its name in the report language, saying what its standard score and percentile mean in everyday words, followed by 2 to 4 concrete home activities as "- " list items suited to the child’s age in months and to whether the area needs support (red light or standard score below 85); then a "## " section with advice to talk the plan through with the clinician.',
    input.demonstration ? 'The scores come from demonstration norms: say clearly that they are for trying the product and say nothing about this child.' : '',
    'Plain text only: no HTML, no tables, no links, no code blocks.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The scores as the model reads them: names in the report's language, no database keys. */
export function userContent(input: ReportWriterInput): string {
  const l = input.locale;
  return JSON.stringify({
    report_language: l,
    child: { first_name: input.child.name, age_months: input.child.ageMonths, age: input.child.ageText[l] },
    tool: input.tool[l],
    demonstration: input.demonstration,
    areas: input.areas.map((a) => ({ name: a.name[l], kind: a.kind, standard_score: a.standard, percentile: a.percentile, light: a.light })),
    developmental_age: input.developmentalAge[l],
  });
}
