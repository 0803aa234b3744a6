// Entry of a render thread: TypeScript sources load through tsx, whether or not the parent
// thread had it (the server runs under `node --import tsx`; tests and benchmarks may not).
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
