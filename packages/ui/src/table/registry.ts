/**
 * Cell renderers by renderName (DESIGN: renderer registries). Registering a name twice throws;
 * an unknown name is looked up as null and the column renderer shows a loud '?name' marker.
 */
import type { CellRenderer } from './types';

export interface CellRegistry {
  register(name: string, renderer: CellRenderer): void;
  get(name: unknown): CellRenderer | null;
  has(name: string): boolean;
  names(): string[];
}

export function createCellRegistry(initial: Record<string, CellRenderer> = {}): CellRegistry {
  const renderers = new Map<string, CellRenderer>();
  const registry: CellRegistry = {
    register(name, renderer) {
      if (!name.trim()) throw new Error('A cell renderer needs a name');
      if (renderers.has(name)) throw new Error(`Cell renderer "${name}" is already registered`);
      renderers.set(name, renderer);
    },
    get: (name) => (typeof name === 'string' ? (renderers.get(name) ?? null) : null),
    has: (name) => renderers.has(name),
    names: () => [...renderers.keys()],
  };
  for (const [name, renderer] of Object.entries(initial)) registry.register(name, renderer);
  return registry;
}
