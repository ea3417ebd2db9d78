import { AppError } from '../core/errors.ts';
import type { Caller } from '../core/caller.ts';
import { requireAccess, type Session } from '../auth/access.ts';
import type { Database, Executor } from '../db/client.ts';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, printParameter } from '../db/schema.ts';
import type { AuditChanges } from '../db/schema/audit.ts';
import type { DocumentResource } from './resource.ts';

/** The copies a document prints without saved choices: one for the party and one for our file. */
export const DEFAULT_COPIES = 2;
export const MAX_COPIES = 10;
export const MAX_REMARKS = 500;

/** A document's print choices as the calls answer them (decision 1720). */
export interface PrintParameterRow {
  id: number;
  moduleName: string;
  entityId: number;
  copies: number;
  extraRemarks: string;
  updatedAt: string;
}

/** What a print is made with: the copies and the remarks printed above the terms. */
export interface PrintChoices {
  copies: number;
  extraRemarks: string;
}

/** One row of `saveAll`, parsed. */
export interface PrintParameterInput extends PrintChoices {
  moduleName: string;
  entityId: number;
}

const columns = {
  id: printParameter.id,
  moduleName: printParameter.moduleName,
  entityId: printParameter.entityId,
  copies: printParameter.copies,
  extraRemarks: printParameter.extraRemarks,
  updatedAt: printParameter.updatedAt,
};

const answer = (row: Omit<PrintParameterRow, 'updatedAt'> & { updatedAt: Date }): PrintParameterRow => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The per-document print choices of issue 22 (decision 1720): kept for a reprint, one row per document of
 * the caller's organisation, each save in the document's audit trail. Whoever may read (and so print) the
 * document may keep its choices.
 */
export class PrintParameters {
  constructor(
    private readonly database: Database,
    private readonly documents: ReadonlyMap<string, DocumentResource>,
  ) {}

  /** The document type, readable by the session; another type is not a document (400 by the route's parse). */
  private resourceFor(session: Session, moduleName: string): DocumentResource {
    const resource = this.documents.get(moduleName);
    if (!resource) throw new Error(`unknown document type ${moduleName}`);
    requireAccess(session.hasAcl, session.acl, 'read', resource.aclNames);
    return resource;
  }

  /** The document is the caller's to see: another organisation's (or one the role may not see) is not found. */
  private async ensureDocument(ex: Executor, caller: Caller, resource: DocumentResource, id: number) {
    if (!(await resource.store.get(ex, caller, id))) throw new AppError(resource.notFoundCode);
  }

  /** The saved choices of one document: none or one row. */
  async get(session: Session, moduleName: string, entityId: number): Promise<PrintParameterRow[]> {
    const resource = this.resourceFor(session, moduleName);
    const ex = this.database.db;
    await this.ensureDocument(ex, session.caller, resource, entityId);
    const rows = await this.rows(ex, session.caller, moduleName, entityId);
    return rows.map(answer);
  }

  /** What a print of the document uses: its saved choices, else the defaults. */
  async choicesOf(ex: Executor, caller: Caller, moduleName: string, entityId: number): Promise<PrintChoices> {
    const [row] = await this.rows(ex, caller, moduleName, entityId);
    return row
      ? { copies: row.copies, extraRemarks: row.extraRemarks }
      : { copies: DEFAULT_COPIES, extraRemarks: '' };
  }

  /** Saves every row (a document named twice: the last wins), all or none, each audited on its document. */
  async saveAll(session: Session, inputs: readonly PrintParameterInput[]): Promise<PrintParameterRow[]> {
    const { caller } = session;
    const resources = inputs.map((input) => this.resourceFor(session, input.moduleName));
    return this.database.transaction(async (tx) => {
      const saved: PrintParameterRow[] = [];
      for (const [index, input] of inputs.entries()) {
        const resource = resources[index] as DocumentResource;
        await this.ensureDocument(tx, caller, resource, input.entityId);
        saved.push(await this.saveOne(tx, caller, resource, input));
      }
      return saved;
    });
  }

  private async saveOne(
    tx: Executor,
    caller: Caller,
    resource: DocumentResource,
    input: PrintParameterInput,
  ): Promise<PrintParameterRow> {
    const [before] = await this.rows(tx, caller, input.moduleName, input.entityId);
    const values = { copies: input.copies, extraRemarks: input.extraRemarks, updatedBy: caller.staffId };
    const [row] = await tx
      .insert(printParameter)
      .values({ orgId: caller.orgId, moduleName: input.moduleName, entityId: input.entityId, ...values })
      .onConflictDoUpdate({
        target: [printParameter.orgId, printParameter.moduleName, printParameter.entityId],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning(columns);
    if (!row) throw new Error('print parameters not saved');
    const changes: AuditChanges = {};
    if (before?.copies !== input.copies) changes.copies = [before?.copies ?? null, input.copies];
    if ((before?.extraRemarks ?? '') !== input.extraRemarks)
      changes.extraRemarks = [before?.extraRemarks ?? null, input.extraRemarks];
    await tx.insert(auditLog).values({
      orgId: caller.orgId,
      tableName: resource.store.def.table,
      recordId: input.entityId,
      action: 'printParameters',
      staffId: caller.staffId,
      changes,
    });
    return answer(row);
  }

  private rows(ex: Executor, caller: Caller, moduleName: string, entityId: number) {
    return ex
      .select(columns)
      .from(printParameter)
      .where(
        and(
          eq(printParameter.orgId, caller.orgId),
          eq(printParameter.moduleName, moduleName),
          eq(printParameter.entityId, entityId),
        ),
      );
  }
}
