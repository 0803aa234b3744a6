/// <reference types="node" />
/**
 * Test-only: questions of the shared example bank (`@portal/shared` questions/README.md), exactly
 * as the bank file writes them, so these tests feed the widgets what a bank or a form item holds.
 */
import { readFileSync } from 'node:fs';

const BANK = new URL('../../../shared/src/questions/fixtures/example-bank.json', import.meta.url);

type Library = { question: Record<string, Record<string, unknown>> };

/** A fresh copy each call (tests may change it). */
export function exampleConfig(key: string, library: 'library' | 'library_parents' = 'library'): Record<string, unknown> {
  const bank = JSON.parse(readFileSync(BANK, 'utf8')) as Record<string, Library>;
  const question = bank[library]?.question[key];
  if (!question) throw new Error(`example bank has no question ${key}`);
  return question;
}
