// Writes catalogue.generated.ts, the drizzle tables of every catalogue entry (decision 0720) and document (0804):
// `pnpm --filter @erp/server db:tables`, then `db:generate` for the migration of what changed.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS, MODULES } from '@erp/domain';
import { format, resolveConfig } from 'prettier';
import { describeEntry, MASTER_ID_SEQUENCE, tableName } from './describe.ts';
import { DOCUMENT_COUNTER, describeDocument } from './document-tables.ts';
import { emitTables } from './emit.ts';
import { camel } from './model.ts';

export const GENERATED_FILE = fileURLToPath(new URL('./catalogue.generated.ts', import.meta.url));

const HEADER = `// GENERATED from the catalogue by src/db/schema/generate.ts (decision 0720): do not edit, run
// \`pnpm --filter @erp/server db:tables\`. One table per catalogue entry; per document its header and line
// tables, and the document number counter (decision 0804).
`;

/** The source catalogue.generated.ts should have, formatted as the repository formats it. */
export async function generatedSource(): Promise<string> {
  const documents = Object.values(DOCUMENTS).map((document) => ({
    key: document.key,
    ...describeDocument(document),
  }));
  const tables = [
    // A view (decision 1044) shows another master's table: it has none of its own.
    ...MODULES.filter((module) => module.viewOf === undefined).flatMap((module) => describeEntry(module)),
    ...documents.flatMap(({ header, lines, revisions }) => [header, lines, revisions]),
    DOCUMENT_COUNTER,
  ];
  const sequence = `
/** The ids of the tables made from the first schema's generic entity table (migration 0005). */
export const masterIdSeq = pgSequence('${MASTER_ID_SEQUENCE}');`;
  const byModule = MODULES.map((module) => `  ${module.key}: ${camel(tableName(module.key))},`);
  const byDocument = documents.map(
    ({ key, header, lines, revisions }) =>
      `  ${key}: { header: ${camel(header.name)}, lines: ${camel(lines.name)}, revisions: ${camel(revisions.name)} },`,
  );
  const source = [
    emitTables(tables, {}, HEADER, sequence),
    "/** Each catalogue module's (header) table, by module key. */",
    `export const catalogueTables = {\n${byModule.join('\n')}\n} as const;`,
    '',
    "/** Each document's header, line and revision tables, by document key. */",
    `export const documentTablesByKey = {\n${byDocument.join('\n')}\n} as const;`,
    '',
  ].join('\n');
  return format(source, { ...(await resolveConfig(GENERATED_FILE)), parser: 'typescript' });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(GENERATED_FILE, await generatedSource());
