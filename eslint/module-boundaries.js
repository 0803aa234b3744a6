/**
 * The server's module edges, checked on every lint (see docs/architecture.md, "Rules the linter
 * enforces"). A module under apps/server/src/modules/<name>/ is used by others through two doors:
 * its `index.ts` (functions, routes, types) and its `schema.ts` (tables, which any query may join).
 * Which module may import which is declared once, in apps/server/src/modules/dependencies.json;
 * that graph must have no loop, so the rule refuses to load when it has one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function findLoop(deps) {
  const state = new Map();
  const stack = [];
  const visit = (m) => {
    if (state.get(m) === 'done') return null;
    if (state.get(m) === 'open') return [...stack.slice(stack.indexOf(m)), m];
    state.set(m, 'open');
    stack.push(m);
    for (const n of deps[m] ?? []) {
      const loop = visit(n);
      if (loop) return loop;
    }
    stack.pop();
    state.set(m, 'done');
    return null;
  };
  for (const m of Object.keys(deps)) {
    const loop = visit(m);
    if (loop) return loop;
  }
  return null;
}

const loaded = new Map();
function dependenciesOf(file) {
  if (!loaded.has(file)) {
    const deps = JSON.parse(readFileSync(file, 'utf8'));
    delete deps.$comment;
    for (const [m, list] of Object.entries(deps)) for (const n of list) if (!(n in deps)) throw new Error(`${file}: ${m} depends on ${n}, which is not a declared module`);
    const loop = findLoop(deps);
    if (loop) throw new Error(`${file}: modules import each other in a loop: ${loop.join(' → ')}`);
    loaded.set(file, deps);
  }
  return loaded.get(file);
}

const serverModules = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules meet only through their front doors, along declared edges without loops' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' }, dependencies: { type: 'string' }, rootsDir: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      internal: "'{{spec}}' reaches into the {{target}} module's files: import from its front door '{{door}}' (add what you need to its index.ts), or its tables from '{{door}}/schema'.",
      undeclared: "The {{from}} module may not import {{target}}: declare the edge in modules/dependencies.json (the graph must stay free of loops), or move the code.",
      root: "Modules never import the composition root ({{spec}}): it imports them.",
      schema: "A schema.ts holds tables only: it may import other modules' schema.ts, db/columns and packages, not '{{spec}}'.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const cwd = context.cwd ?? process.cwd();
    const modulesDir = path.resolve(cwd, options.modulesDir ?? 'apps/server/src/modules');
    const serverSrc = path.dirname(modulesDir);
    const deps = dependenciesOf(path.resolve(cwd, options.dependencies ?? path.join(modulesDir, 'dependencies.json')));
    const roots = (options.rootsDir ?? ['setup', 'app', 'main']).map((r) => path.join(serverSrc, r));
    const file = context.filename;
    const inside = (p) => (p.startsWith(modulesDir + path.sep) ? p.slice(modulesDir.length + 1).split(path.sep) : null);
    const own = inside(file);
    const ownModule = own?.[0];
    const isSchema = own?.length === 2 && own[1] === 'schema.ts';

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const parts = inside(target);
      if (ownModule && roots.some((r) => target === r || target.startsWith(r + path.sep) || target === r + '.ts')) {
        context.report({ node, messageId: 'root', data: { spec } });
        return;
      }
      if (isSchema) {
        const ok = (parts && parts.length === 2 && parts[1] === 'schema') || target === path.join(serverSrc, 'db', 'columns');
        if (!ok) context.report({ node, messageId: 'schema', data: { spec } });
        return;
      }
      if (!parts || parts[0] === ownModule) return;
      const name = parts[0];
      const rest = parts.slice(1).join('/');
      if (rest !== '' && rest !== 'index' && rest !== 'schema') {
        const door = path.relative(path.dirname(file), path.join(modulesDir, name)) || '.';
        context.report({ node, messageId: 'internal', data: { spec, target: name, door: door.startsWith('.') ? door : `./${door}` } });
        return;
      }
      if (ownModule && rest !== 'schema' && !(deps[ownModule] ?? []).includes(name)) {
        context.report({ node, messageId: 'undeclared', data: { from: ownModule, target: name } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * The web apps' modules (src/modules/<name>/) meet through front doors too: another module is
 * imported as a folder (its index.ts), the module's own or one of its sub-folders' (the tool's
 * testing has a door per screen that loads on demand, so a page's chunk takes only its screen).
 */
const clientModules = {
  meta: {
    type: 'problem',
    docs: { description: "A web app's modules import each other only through a folder's index.ts" },
    schema: [],
    messages: {
      internal: "'{{spec}}' reaches into a file of the {{target}} module: import its front door (a folder with an index.ts) and export what you need from it.",
    },
  },
  create(context) {
    const file = context.filename;
    const src = file.lastIndexOf(`${path.sep}src${path.sep}`);
    if (src < 0) return {};
    const modulesDir = path.join(file.slice(0, src), 'src', 'modules');
    const own = file.startsWith(modulesDir + path.sep) ? file.slice(modulesDir.length + 1).split(path.sep)[0] : null;
    const isDoor = (target) => ['index.ts', 'index.tsx'].some((name) => existsSync(path.join(target, name)));
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(modulesDir + path.sep)) return;
      const name = target.slice(modulesDir.length + 1).split(path.sep)[0];
      if (name === own) return;
      if (!isDoor(target)) context.report({ node, messageId: 'internal', data: { spec, target: name } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'server-modules': serverModules, 'client-modules': clientModules } };
