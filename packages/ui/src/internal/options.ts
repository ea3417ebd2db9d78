/** One choice of a select or lookup field. */
export interface FieldOption {
  value: string;
  label: string;
  /** A second line (code, GSTIN, city) that helps tell similar names apart. */
  description?: string;
}
