import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const webRoot = process.env.WEB_ROOT ?? resolve(here, '../../erp/dist');

const app = await buildApp({ webRoot, logger: true });
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`ERP running at http://localhost:${port}`);
