import type { TallyChildRows } from '@erp/domain';
import type { OccasionalTypes } from '../files.ts';
import type { SheetRow } from '../stock/sheet.ts';

/** An uploaded sheet as read: its file name, its rows and the form's text part (`textField`). */
export interface UploadedSheet {
  name: string;
  rows: SheetRow[];
  text: string | undefined;
  /** Row number → the master of another program a row was made from ('ledger Shree Ganesh Polymers'). */
  sources?: Record<number, string>;
  /** What the file held that was left out, in words. */
  notes?: string[];
  /** Row number → its child tables' rows, where the file gave them (a Tally ledger's address). */
  children?: Record<number, TallyChildRows>;
}

/** Another kind of file a form may bring instead of a sheet (a Tally export, decision 2125), read as one. */
export interface OtherSheet {
  types: OccasionalTypes;
  /** What the refusal of a wrong file says it may be besides a sheet ('a Tally export of masters (.xml)'). */
  said: string;
  /** The file where it was received, read, given the form's text part too. */
  read(
    path: string,
    name: string,
    text: string | undefined,
  ): Promise<Pick<UploadedSheet, 'rows' | 'sources' | 'notes' | 'children'>>;
}
