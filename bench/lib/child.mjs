// `node bench/lib/child.mjs <module> <result file>`: the runner's way to call one benchmark's
// `run()` in a process of its own (a fresh heap and JIT, and a crash or a stray process.exit stays
// there). The result goes to the file; a missing file means the benchmark crashed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [modulePath, resultFile] = process.argv.slice(2);
const mod = await import(pathToFileURL(path.resolve(modulePath)).href);
if (typeof mod.run !== 'function') throw new Error(`${modulePath} has no exported run()`);
const result = await mod.run();
if (!result || !Array.isArray(result.results)) throw new Error(`${modulePath}: run() did not resolve with { name, results: [] }`);
fs.writeFileSync(resultFile, JSON.stringify(result));
// Lingering handles (a pool, a timer) must not hold the runner up once the figures are in.
process.exit(0);
