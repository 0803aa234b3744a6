/**
 * Runs a menu action's steps in order. Every step is looked up and its params
 * checked before the first one runs: a flow with a typo in its third step must not have done its
 * first two (a fetch that changes data) before failing.
 */
import { FlowMessageError, FlowValidationError, isOverProcess } from './errors';
import { flowText } from './messages';
import { createFlowRegistry, parseStepName, type FlowRegistry, type StepName } from './registry';
import { builtInSteps } from './steps/index';
import type { FlowContext, FlowGroup, FlowStepDefinition, FlowStepInput } from './types';

export interface RunFlowOptions {
  /** false: steps named 'async…' are skipped. */
  runAsync?: boolean;
  /** Only steps of these groups run; the others are skipped. */
  groups?: readonly FlowGroup[];
  /** false: every error, 'overProcess' included, is rethrown instead of shown. */
  showMsg?: boolean;
  registry?: FlowRegistry;
  /** What the first step receives as the previous result. */
  input?: unknown;
}

export type FlowOutcome =
  | { status: 'completed'; result: unknown }
  /** Ended by 'overProcess' (a dialog closed without a result): nothing was shown. */
  | { status: 'stopped' }
  /** Ended by a message the user was shown as a warning. */
  | { status: 'failed'; message: string };

interface PlannedStep {
  name: string;
  parsed: StepName;
  definition: FlowStepDefinition;
  params: unknown;
}

let defaultRegistry: FlowRegistry | undefined;

/** The registry of the built-in steps; an app may register its own steps on it at start-up. */
export function flowRegistry(): FlowRegistry {
  defaultRegistry ??= createFlowRegistry(builtInSteps);
  return defaultRegistry;
}

function stepParts(step: FlowStepInput): { name: unknown; params: unknown } {
  if (typeof step === 'string') return { name: step, params: undefined };
  if (step !== null && typeof step === 'object') return { name: (step as { name?: unknown }).name, params: step.params };
  return { name: step, params: undefined };
}

function plan(steps: readonly FlowStepInput[], registry: FlowRegistry): PlannedStep[] {
  return steps.map((step) => {
    const { name, params } = stepParts(step);
    const parsed = parseStepName(name);
    if (!parsed) throw new FlowMessageError({ key: 'badStepName', params: { name: String(name) } });
    const nameText = name as string;
    const definition = registry.get(nameText);
    if (!definition) throw new FlowMessageError({ key: 'unknownStep', params: { name: nameText } });
    // A bare step name means "no params": each schema supplies its own defaults from {}.
    const checked = definition.params.safeParse(params ?? {});
    if (!checked.success) {
      const detail = checked.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ');
      throw new FlowMessageError({ key: 'badStepParams', params: { name: nameText, detail } });
    }
    return { name: nameText, parsed, definition, params: checked.data };
  });
}

function shouldSkip(step: PlannedStep, runAsync: boolean, groups: readonly FlowGroup[] | undefined): boolean {
  if (!runAsync && step.parsed.isAsync) return true;
  return groups !== undefined && !groups.includes(step.parsed.group);
}

/** Shows what the spec says to show and turns it into an outcome; anything else is rethrown. */
function settle(error: unknown, ctx: FlowContext): FlowOutcome {
  if (isOverProcess(error)) return { status: 'stopped' };
  let message: string | null = null;
  if (error instanceof FlowValidationError) message = flowText('validationFailed', ctx.locale);
  else if (error instanceof FlowMessageError) message = error.localized(ctx.locale);
  // Older step code throws bare strings as its "plain message".
  else if (typeof error === 'string' && error.trim() !== '') message = error;
  if (message === null) throw error;
  ctx.toast('warning', message);
  return { status: 'failed', message };
}

export async function runFlow(steps: readonly FlowStepInput[], ctx: FlowContext, options: RunFlowOptions = {}): Promise<FlowOutcome> {
  const { runAsync = true, groups, showMsg = true, registry = flowRegistry(), input } = options;
  try {
    let result = input;
    for (const step of plan(steps, registry)) {
      if (shouldSkip(step, runAsync, groups)) continue;
      result = await step.definition.run({ input: result, params: step.params, ctx });
    }
    return { status: 'completed', result };
  } catch (error) {
    if (!showMsg) throw error;
    return settle(error, ctx);
  }
}
