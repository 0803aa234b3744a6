/**
 * Writing the AI report: a plain-language explanation of a scored test for parents, with home
 * activities. The reports module knows only this interface; which writer runs is configuration
 * (REPORT_WRITER): `builtin` (the default, nothing to set up, composed from the scores) or
 * `openai-compatible` (any server speaking the chat-completions protocol, local ones included).
 */
import type { Locale } from '@portal/shared';

export interface WriterText {
  zh: string;
  en: string;
}

/** One scored area as the report screen names it (its label, never its key for reading). */
export interface WriterArea {
  /** The composite's key; only for choosing activities, never printed. */
  key: string;
  name: WriterText;
  kind: 'language' | 'zone';
  standard: number;
  /** The printed percentile rank: a number, '<1' or '>99'. */
  percentile: number | '<1' | '>99' | null;
  /** Red: below the tool's cut-off for the child's age; green: at or above it. */
  light: 'red' | 'green';
}

/** What a writer gets: the scored report of one test, already computed; nothing to look up. */
export interface ReportWriterInput {
  /** The report's language: the text the clinician shows is written in it. */
  locale: Locale;
  child: { name: string; ageMonths: number; ageText: WriterText };
  tool: WriterText;
  areas: WriterArea[];
  /** The total language's developmental-age summary as the PDF prints it. */
  developmentalAge: WriterText;
  /** Demonstration norms or bank: the text must say so. */
  demonstration: boolean;
}

/** The report in one or both languages: plain text, '#' headings, '-' list items. */
export type ReportWriterOutput = Partial<WriterText>;

export interface ReportWriter {
  /** Which writer this is, stored with each report and shown in the log. */
  readonly name: string;
  /** About how long one report takes, in seconds: the progress the screen shows is measured against it. */
  readonly expectedSeconds: number;
  /** Resolves with the text in at least `input.locale`; rejects with ProviderError when the service failed. */
  write(input: ReportWriterInput): Promise<ReportWriterOutput>;
}
