// Every table of the database, as drizzle sees it (decision 0720): the catalogue's tables, generated from
// its entries, and the plain tables of what is no catalogue entry, one file per area. drizzle-kit reads
// this file (drizzle.config.ts) and writes the migrations from it; the triggers are custom migrations.
export * from './schema/catalogue.generated.ts';
export * from './schema/auth.ts';
export * from './schema/files.ts';
export * from './schema/stock.ts';
export * from './schema/reservations.ts';
export * from './schema/audit.ts';
export * from './schema/approvals.ts';
export * from './schema/lab.ts';
export * from './schema/portals.ts';
export * from './schema/crm.ts';
export * from './schema/messages.ts';
export * from './schema/print.ts';
export * from './schema/jobs.ts';
export * from './schema/leases.ts';
export * from './schema/idempotency.ts';
