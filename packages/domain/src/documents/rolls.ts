import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import type { StockPosting } from './postings.ts';

/** A roll as it comes in: the material, its lot and its own number (decision 0883). */
export const rollKey = (
  posting: Pick<StockPosting, 'material' | 'materialId' | 'lotNumber' | 'rollNumber'>,
) => `${posting.material}:${posting.materialId}:${posting.lotNumber}:${posting.rollNumber}`;

/** The words naming a roll: "Roll R-7 of lot L1" (or "Roll R-7" without a lot). */
export const rollName = (posting: Pick<StockPosting, 'lotNumber' | 'rollNumber'>): string =>
  `Roll ${posting.rollNumber}${posting.lotNumber === '' ? '' : ` of lot ${posting.lotNumber}`}`;

/** The postings that bring a numbered roll in: a roll number names one physical roll of its item and lot. */
export const incomingRolls = (postings: readonly StockPosting[]): StockPosting[] =>
  postings.filter((posting) => posting.quantity > 0 && posting.rollNumber !== '');

/**
 * Issue 17's "a duplicate roll number for the same item and lot", within one document: the second line
 * bringing in the same roll is refused on its roll number, naming the line that has it.
 */
export function repeatedRolls(postings: readonly StockPosting[]): ValidationIssue[] {
  const first = new Map<string, number>();
  return incomingRolls(postings).flatMap((posting): ValidationIssue[] => {
    const key = rollKey(posting);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, posting.lineIndex);
      return [];
    }
    return [
      {
        field: `lines.${posting.lineIndex}.rollNumber`,
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: `${rollName(posting)} is on line ${earlier + 1} already.`,
      },
    ];
  });
}
