/** Every built-in input type, and the registry that holds them. */
import { createInputRegistry, type InputRegistry } from '../registry';
import type { InputRenderer } from '../types';
import { childInputs } from '../../children/input';
import { basicInputs } from './basic';
import { complexInputs } from './complex';
import { dateInputs } from './dates';
import { questionInputs } from './question';
import { selectInputs } from './select';
import { tableDataInputs } from './tableData';

export const builtInInputs: Readonly<Record<string, InputRenderer>> = { ...basicInputs, ...selectInputs, ...dateInputs, ...complexInputs, ...tableDataInputs, ...questionInputs, ...childInputs };

/** A new registry holding the built-in types; register project-specific types on it. */
export function createDefaultInputRegistry(): InputRegistry {
  return createInputRegistry(builtInInputs);
}

/** The registry DynamicForm uses unless given another. */
export const inputRegistry: InputRegistry = createDefaultInputRegistry();
