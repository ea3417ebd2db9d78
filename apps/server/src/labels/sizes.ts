/** A label's size in millimetres. */
export interface LabelSize {
  width: number;
  height: number;
}

/**
 * The label sizes system config LABEL_TYPE_ID picks (decision 0941): no label type master exists (the label
 * configuration master holds screen captions), so the types are these, the thermal-roll sizes a store uses.
 */
export const LABEL_TYPES: Readonly<Record<number, LabelSize>> = {
  1: { width: 100, height: 50 },
  2: { width: 100, height: 75 },
  3: { width: 100, height: 100 },
};

const DEFAULT_LABEL_TYPE = 1;

/** The size LABEL_TYPE_ID names; empty or unknown: the 100 × 50 mm label. */
export function labelSizeOf(labelTypeId: string | undefined): LabelSize {
  const size = LABEL_TYPES[Number(labelTypeId?.trim() || DEFAULT_LABEL_TYPE)];
  return size ?? (LABEL_TYPES[DEFAULT_LABEL_TYPE] as LabelSize);
}
