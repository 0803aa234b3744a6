/**
 * Flow steps by 'group.step' name. Registration is loud: a malformed name or a second
 * step of the same name throws at start-up, so a typo in code never surfaces as a silent no-op.
 */
import { FLOW_GROUPS, flowGroupOf, isFlowStepName, type FlowGroup } from '@portal/shared';
import type { z } from 'zod';
import type { FlowStepDefinition, StepRunArgs } from './types';

export interface StepName {
  group: FlowGroup;
  /** The part after the group ('isRow', 'asyncFetch'). */
  step: string;
  /** Named 'async…': skipped when a run is told not to run asynchronous steps. */
  isAsync: boolean;
}

/** 'v.isRow' → { group: 'v', step: 'isRow' }; null for anything that is not 'group.step' with a known group. */
export function parseStepName(name: unknown): StepName | null {
  if (!isFlowStepName(name)) return null;
  const group = flowGroupOf(name);
  const step = name.slice(group.length + 1);
  return { group, step, isAsync: step.startsWith('async') };
}

/**
 * Typed where it matters: `run` is checked against the schema's output type here, then the type
 * is erased so steps of different params sit in one registry. Safe because the runner only ever
 * calls `run` with what `params` parsed.
 */
export function defineStep<S extends z.ZodType>(definition: {
  name: string;
  params: S;
  run(args: StepRunArgs<z.output<S>>): unknown;
}): FlowStepDefinition {
  return definition as unknown as FlowStepDefinition;
}

export interface FlowRegistry {
  register(definition: FlowStepDefinition): void;
  get(name: string): FlowStepDefinition | undefined;
  names(): string[];
}

export function createFlowRegistry(definitions: readonly FlowStepDefinition[] = []): FlowRegistry {
  const steps = new Map<string, FlowStepDefinition>();
  const registry: FlowRegistry = {
    register(definition) {
      if (!parseStepName(definition.name)) {
        throw new Error(`flow step name "${definition.name}" must be "group.step" with group ${FLOW_GROUPS.join(', ')}`);
      }
      if (steps.has(definition.name)) throw new Error(`flow step "${definition.name}" is already registered`);
      steps.set(definition.name, definition);
    },
    get: (name) => steps.get(name),
    names: () => [...steps.keys()].sort(),
  };
  for (const definition of definitions) registry.register(definition);
  return registry;
}
