import type { OccasionalTypes } from '../files.ts';
import type { SheetRow } from '../stock/sheet.ts';

/** An uploaded sheet as read: its file name, its rows and the form's text part (`textField`). */
export interface UploadedSheet {
  name: string;
  rows: SheetRow[];
  text: string | undefined;
}

/** An import's sheet written as its job's input file (decision 2268): its rows counted, the header's included. */
export interface UploadedImport {
  name: string;
  rows: number;
  text: string | undefined;
}

/** Another kind of file a form may bring instead of a sheet (a Tally export, decision 2125), read as one. */
export interface OtherSheet {
  types: OccasionalTypes;
  /** What the refusal of a wrong file says it may be besides a sheet ('a Tally export of masters (.xml)'). */
  said: string;
  /** The file where it was received, given the form's text part too, written as a job's input `into`. */
  read(path: string, name: string, text: string | undefined, into: string): Promise<{ rows: number }>;
}
