/**
 * Menu action flows: a menu's `operate` holds modal props, related
 * menu ids and an ordered list of steps named `group.step`. The groups are fixed; the step
 * names belong to the browser's flow registry, so here only their grammar is checked.
 */
import { z } from 'zod';
import { jsonRecord, loadVersioned, type LoadResult, type VersionEntry } from './common';

/** g get data, v validate, c control, vc validate the current result, f show a modal or drawer. */
export const FLOW_GROUPS = ['g', 'v', 'c', 'vc', 'f'] as const;
export type FlowGroup = (typeof FLOW_GROUPS)[number];
/** `group.step`; a step starting with 'async' is skipped when a run excludes asynchronous steps. */
export const FLOW_STEP_NAME = /^(g|v|c|vc|f)\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function isFlowStepName(value: unknown): value is string {
  return typeof value === 'string' && FLOW_STEP_NAME.test(value);
}
export function flowGroupOf(name: string): FlowGroup {
  return name.slice(0, name.indexOf('.')) as FlowGroup;
}

/** A step is its name, or its name with parameters for that step's own params schema. */
export const flowStep = z.union([
  z.string().regex(FLOW_STEP_NAME),
  z.strictObject({ name: z.string().regex(FLOW_STEP_NAME), params: jsonRecord.optional() }),
]);
export type FlowStep = z.infer<typeof flowStep>;

export const MAX_FLOW_STEPS = 64;

/** Stored flow, schema version 1. Other keys of a menu's `operate` pass through untouched. */
export const flowDefinitionV1 = z.looseObject({
  modalProps: jsonRecord.optional(),
  menuIds: z.array(z.string().min(1).max(64)).max(100).optional(),
  steps: z.array(flowStep).max(MAX_FLOW_STEPS).optional(),
});
export type FlowDefinition = z.infer<typeof flowDefinitionV1>;

/** Steps as the editor sends them: any string or object, so a bad name gets the spec's message. */
export const flowStepDraft = z.union([
  z.string().max(128),
  z.strictObject({ name: z.string().max(128), params: jsonRecord.optional() }),
]);

export function stepName(step: FlowStep | z.infer<typeof flowStepDraft>): string {
  return typeof step === 'string' ? step : step.name;
}

/** The first malformed step name ('flow setup error'), or null when all are well formed. */
export function flowSetupProblem(steps: ReadonlyArray<z.infer<typeof flowStepDraft>> | undefined): { step: string } | null {
  for (const step of steps ?? []) {
    const name = stepName(step);
    if (!isFlowStepName(name)) return { step: name };
  }
  return null;
}

export const FLOW_SCHEMA_VERSION = 1;
export const flowDefinitionVersions: Record<number, VersionEntry<FlowDefinition>> = {
  1: { schema: flowDefinitionV1, toCurrent: (doc) => doc as FlowDefinition },
};

export function loadFlowDefinition(stored: unknown): LoadResult<FlowDefinition> {
  return loadVersioned(flowDefinitionVersions, stored);
}
