import { fileURLToPath } from 'node:url';

// This file sits one folder below apps/server both as source (src/) and bundled (dist/main.mjs).
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
