// Writes table models as drizzle `pgTable` definitions: the source of `catalogue.generated.ts` (decision 0720).
import { camel, pgName, type ColumnModel, type IndexPart, type TableModel } from './model.ts';

const BUILDERS: Readonly<Record<ColumnModel['type'], string>> = {
  text: 'text',
  bigint: 'bigint',
  bigserial: 'bigserial',
  integer: 'integer',
  smallint: 'smallint',
  numeric: 'numeric',
  boolean: 'boolean',
  date: 'date',
  jsonb: 'jsonb',
  timestamptz: 'timestamp',
};

function columnOptions(column: ColumnModel): string {
  switch (column.type) {
    case 'bigint':
    case 'bigserial':
      return ", { mode: 'number' }";
    case 'numeric':
      return column.precision
        ? `, { precision: ${column.precision[0]}, scale: ${column.precision[1]}, mode: 'number' }`
        : ", { mode: 'number' }";
    case 'date':
      return ", { mode: 'string' }";
    case 'timestamptz':
      return ", { withTimezone: true, mode: 'date' }";
    default:
      return '';
  }
}

function defaultOf(column: ColumnModel): string {
  const value = column.default;
  if (value === undefined) return '';
  if (value === 'now()') return '.defaultNow()';
  if (typeof value === 'string' && value.startsWith('nextval(')) return `.default(sql\`${value}\`)`;
  return `.default(${JSON.stringify(value)})`;
}

function columnSource(column: ColumnModel): string {
  return [
    `${BUILDERS[column.type]}('${column.name}'${columnOptions(column)})`,
    column.jsonType ? `.$type<${column.jsonType}>()` : '',
    column.primaryKey ? '.primaryKey()' : '',
    column.notNull ? '.notNull()' : '',
    defaultOf(column),
  ].join('');
}

const CORE_IMPORTS = [
  ...new Set([
    ...Object.values(BUILDERS),
    'check',
    'foreignKey',
    'index',
    'pgSequence',
    'pgTable',
    'primaryKey',
    'unique',
    'uniqueIndex',
  ]),
].sort();

/** `{column}` in an expression becomes the table's column; a bare column name its column. */
const sqlOf = (text: string): string =>
  `sql\`${text.replace(/\{(\w+)\}/g, (_, name: string) => `\${t.${camel(name)}}`)}\``;
const partOf = (part: IndexPart): string => (/^\w+$/.test(part) ? `t.${camel(part)}` : sqlOf(part));
const columnsOf = (columns: readonly string[]): string =>
  columns.map((name) => `t.${camel(name)}`).join(', ');

function extrasSource(table: TableModel, exportNames: ReadonlyMap<string, string>): string[] {
  const lines: string[] = [];
  if (table.primaryKey)
    lines.push(
      `primaryKey({ name: '${pgName(table.primaryKey.name)}', columns: [${columnsOf(table.primaryKey.columns)}] })`,
    );
  for (const unique of table.uniques)
    lines.push(`unique('${pgName(unique.name)}').on(${columnsOf(unique.columns)})`);
  for (const index of table.indexes) {
    const kind = index.unique ? 'uniqueIndex' : 'index';
    const on = index.trigram
      ? `.using('gin', ${sqlOf(`{${index.parts[0]}} gin_trgm_ops`)}).with({ fastupdate: 'off' })`
      : `.on(${index.parts.map(partOf).join(', ')})`;
    lines.push(`${kind}('${pgName(index.name)}')${on}${index.where ? `.where(${sqlOf(index.where)})` : ''}`);
  }
  for (const key of table.foreignKeys) {
    const target = key.table === table.name ? 't' : exportNames.get(key.table);
    if (!target) throw new Error(`${table.name}: foreign key into ${key.table}, which has no table`);
    const foreign = key.foreignColumns.map((name) => `${target}.${camel(name)}`).join(', ');
    lines.push(
      `foreignKey({ name: '${pgName(key.name)}', columns: [${columnsOf(key.columns)}], foreignColumns: [${foreign}] })` +
        (key.onDelete ? `.onDelete('${key.onDelete}')` : ''),
    );
  }
  for (const check of table.checks) lines.push(`check('${pgName(check.name)}', ${sqlOf(check.sql)})`);
  return lines;
}

/**
 * The source of a module defining `tables`; foreign keys into tables defined elsewhere import them from
 * `imports` (table name → module path); `prelude` (a sequence) comes before the tables. Tables come in the order given, so a table looked up comes first.
 */
export function emitTables(
  tables: readonly TableModel[],
  imports: Readonly<Record<string, { module: string; exportName: string }>>,
  header: string,
  prelude = '',
): string {
  const exportNames = new Map<string, string>([
    ...Object.entries(imports).map(([table, from]): [string, string] => [table, from.exportName]),
    ...tables.map((table): [string, string] => [table.name, camel(table.name)]),
  ]);
  const body = tables.map((table) => {
    const columns = table.columns.map((column) => `    ${camel(column.name)}: ${columnSource(column)},`);
    const extras = extrasSource(table, exportNames).map((line) => `    ${line},`);
    return [
      `export const ${camel(table.name)} = pgTable(`,
      `  '${table.name}',`,
      '  {',
      ...columns,
      '  },',
      ...(extras.length > 0 ? ['  (t) => [', ...extras, '  ],'] : []),
      ');',
    ].join('\n');
  });
  const byModule = new Map<string, string[]>();
  for (const from of Object.values(imports))
    byModule.set(from.module, [...(byModule.get(from.module) ?? []), from.exportName]);
  const text = body.join('\n\n') + prelude;
  // Only what the tables use, so that the file compiles without unused imports.
  const builders = CORE_IMPORTS.filter((name) => new RegExp(`(?<![.\\w])${name}\\(`).test(text));
  return [
    header,
    ...(/\bsql`/.test(text) ? ["import { sql } from 'drizzle-orm';"] : []),
    `import { ${builders.join(', ')} } from 'drizzle-orm/pg-core';`,
    ...(text.includes('FieldDetail') ? ["import type { FieldDetail } from '@erp/domain';"] : []),
    ...[...byModule].map(([module, names]) => `import { ${names.sort().join(', ')} } from '${module}';`),
    prelude,
    '',
    body.join('\n\n'),
    '',
  ].join('\n');
}
