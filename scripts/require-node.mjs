// Imported first by `npm start` and `npm test`: an older Node than package.json's engines stops here, in one
// sentence, before anything is installed, built or run (decision 2230).
import { requireNode } from './node-version.mjs';

requireNode();
