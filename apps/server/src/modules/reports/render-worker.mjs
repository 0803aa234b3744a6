// Entry of a render thread when the server runs from source (`npm run dev`, tests, benchmarks):
// the TypeScript loads through tsx, whether or not the parent thread had it. The compiled server
// starts dist/render-worker.js instead (threadEntry in src/paths.ts), without tsx.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
