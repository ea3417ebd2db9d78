import type { DocumentDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { PrintableDocument } from '../print/model.ts';
import type { Row } from '../stores/types.ts';
import type { DocumentResource } from './resource.ts';

/** The blocks of a print an area fills beside what the engine prints (the e-invoice's, the vehicles', an endorsement). */
export type PrintBlocks = Partial<Pick<PrintableDocument, 'eInvoice' | 'vehicles' | 'endorsement'>>;

/** What an area adds to a document's print (decision 2130). */
export interface PrintAddition {
  /** The header fields its blocks print, left out of the document's details (the e-invoice's IRN). */
  readonly apart?: (def: DocumentDef) => readonly string[];
  /** Its blocks of the stored document's print, read beside the document as the engine prints it. */
  readonly blocks?: (
    ex: Executor,
    caller: Caller,
    resource: DocumentResource,
    row: Row,
    printed: PrintableDocument,
  ) => Promise<PrintBlocks>;
}

/**
 * The areas' print additions, in the areas' order: the part of the registry (registry.ts) the printing reads,
 * kept apart as the draft checks are so that the printing needs no more of the engine than it did.
 */
let additions: readonly PrintAddition[] = [];

/** Sets the print additions; only the registry's `registerAreas` calls it. */
export function keepPrintAdditions(registered: readonly PrintAddition[]): void {
  additions = registered;
}

/** The header fields the areas' blocks print for a document type, every area's. */
export const printedApart = (def: DocumentDef): string[] =>
  additions.flatMap((addition) => addition.apart?.(def) ?? []);

/** Every area's blocks of a stored document's print. */
export async function printBlocks(
  ex: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
  printed: PrintableDocument,
): Promise<PrintBlocks> {
  const blocks = await Promise.all(
    additions.map((addition) => addition.blocks?.(ex, caller, resource, row, printed) ?? {}),
  );
  return Object.assign({}, ...blocks) as PrintBlocks;
}
