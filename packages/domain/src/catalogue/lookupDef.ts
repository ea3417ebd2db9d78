// A lookup field's declaration: the module it looks up, what it shows, filters and carries.

/** A lookup filter's value: one the field must equal, or a list of those it may equal (decision 1340). */
export type LookupFilterValue = string | number | boolean | readonly (string | number)[];

/** A lookup: the field holds the id of a record of another catalogue module. */
export interface LookupDef {
  /** The key of the catalogue module looked up. */
  module: string;
  /** The field of that module shown to the user (spec §3: companyName for parties, name for items). */
  displayKey: string;
  /**
   * Only records with these values are offered (e.g. category types that apply to items); a list offers
   * records with any of its values (a moulding machine: injection or blow moulding).
   */
  filter?: Readonly<Record<string, LookupFilterValue>>;
  /**
   * A field of the looked-up record its picker shows beside the display field, a choice by its label: a
   * quality parameter's kind (Purity, pH) beside its name on a lab test's reading (decision 1358).
   */
  detailKey?: string;
  /** Fields of the looked-up record that a read record carries besides its display field (a unit's decimals). */
  carries?: readonly string[];
  /**
   * Of what it `carries`, the fields of the same name a document's header or line takes when a record is
   * chosen (decision 2071: an inward's challan and vehicle from its gate entry): each left blank, or still
   * as the record chosen before filled it; what the user typed stays.
   */
  fills?: readonly string[];
  /**
   * A carried date printed after the display value: a note's invoice prints "INV/26-27/00001 of 24/11/2026"
   * (decision 1410).
   */
  printsDate?: string;
  /**
   * Filters taken from the record being entered (decision 1426): the looked-up records' field → this record's
   * field (or a path into what a chosen lookup carries) whose value it must equal, while that one is chosen (a
   * credit note's invoices of its customer: `{ partyId: 'partyId' }`; a machine's activities of its type:
   * `{ machineTypeId: 'machine.machineTypeId' }`).
   */
  filterFrom?: Readonly<Record<string, string>>;
  /**
   * Of the fields `filterFrom` filters, those whose empty value also matches: a quality parameter of no
   * product type is every type's, so a lab test's item of one type is offered that type's and those.
   */
  filterAlsoUnset?: readonly string[];
  /** The list call the picker pages instead of getAllByPartner (a document's open ones: `getInProgressAndOpenPOList`). */
  list?: string;
  /**
   * What its picker says when it opens on no records at all, where that means something is missing and where
   * to add it (a lab reading's: the item has no quality parameters, add them in Masters); a search that
   * matches none still says "No matches".
   */
  noneFound?: string;
}
