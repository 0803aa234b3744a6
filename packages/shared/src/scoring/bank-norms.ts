/**
 * Whether a question bank can be scored against a tool's norms: the checks that need both
 * documents (each is valid on its own already). Run when either is imported, so a test never
 * meets a composite its norms lack, a raw score above `max_raw`, or a pass/fail decision with
 * nothing to decide it.
 */
import type { QuestionBank, QuestionLibrary } from '../questions/schema';
import type { ToolNorms } from './norms-schema';
import { maxRawScores } from './raw-scores';

const LIBRARIES = ['library', 'library_additional', 'library_parents'] as const;

function unknownComposites(name: string, library: QuestionLibrary, known: Set<string>, normsName: string): string[] {
  const problems: string[] = [];
  for (const [key, question] of Object.entries(library.question)) {
    for (const field of ['composites', 'composites_expressive'] as const) {
      question[field]?.forEach((composite, i) => {
        if (!known.has(composite)) problems.push(`${name}.question.${key}.${field}.${i}: ${composite} is no composite of the ${normsName}`);
      });
    }
  }
  return problems;
}

/** One line per problem, naming the place, like `describeBankProblem`; none when they fit. */
export function bankNormsProblems(bank: QuestionBank, norms: ToolNorms): string[] {
  const normsName = `${norms.tools_type} norms ${norms.norms_version}`;
  if (bank.tools_type !== norms.tools_type) return [`tools_type: the bank is for ${bank.tools_type}, the norms for ${norms.tools_type}`];
  const known = new Set(norms.composites.map((c) => c.key));
  const problems = LIBRARIES.flatMap((name) => {
    const library = bank[name];
    return library ? unknownComposites(name, library, known, normsName) : [];
  });
  // Only the main library is scored.
  const most = maxRawScores(bank.library);
  for (const key of norms.cut_off.at_risk_composites) {
    if (most[key] === undefined) problems.push(`library: no question counts toward ${key}, which the ${normsName} need to decide pass or fail`);
  }
  for (const composite of norms.composites) {
    const reach = most[composite.key];
    if (reach !== undefined && composite.max_raw !== undefined && reach > composite.max_raw) {
      problems.push(`library: ${composite.key} can reach ${reach} points, above max_raw ${composite.max_raw} of the ${normsName}`);
    }
  }
  return problems;
}
