/**
 * Input renderers by type name (DESIGN: renderer registries). Registering a name twice throws;
 * an unknown or missing type is looked up as null and DynamicForm shows the loud error box.
 */
import type { InputRenderer } from './types';

export interface InputRegistry {
  register(name: string, renderer: InputRenderer): void;
  get(name: unknown): InputRenderer | null;
  has(name: string): boolean;
  names(): string[];
}

export function createInputRegistry(initial: Record<string, InputRenderer> = {}): InputRegistry {
  const renderers = new Map<string, InputRenderer>();
  const registry: InputRegistry = {
    register(name, renderer) {
      if (!name.trim()) throw new Error('An input renderer needs a type name');
      if (renderers.has(name)) throw new Error(`Input type "${name}" is already registered`);
      renderers.set(name, renderer);
    },
    get(name) {
      return typeof name === 'string' ? (renderers.get(name) ?? null) : null;
    },
    has: (name) => renderers.has(name),
    names: () => [...renderers.keys()],
  };
  for (const [name, renderer] of Object.entries(initial)) registry.register(name, renderer);
  return registry;
}
