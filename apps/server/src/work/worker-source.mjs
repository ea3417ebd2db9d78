// The work pool's worker run from its TypeScript source (tests, `npm run dev:server`): a worker thread does
// not inherit its parent's module hooks, so it registers tsx's before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
