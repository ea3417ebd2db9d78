import type { FieldOption } from '../catalogue/fields.ts';

/**
 * Issue 21: "Moving to Lost asks for a reason (a fixed list plus text)" (decision 1660). The list is the
 * product's, not a master: the funnel's reports count entries by these values.
 */
export const LOST_REASONS: readonly FieldOption[] = [
  { value: 'PRICE', label: 'Price too high' },
  { value: 'COMPETITOR', label: 'Bought from competitor' },
  { value: 'NO_REQUIREMENT', label: 'No requirement now' },
  { value: 'QUALITY', label: 'Quality not accepted' },
  { value: 'LOST_CONTACT', label: 'Lost contact' },
  { value: 'OTHER', label: 'Other' },
];

/** The reason that needs its text (the remarks say what the other reason was). */
export const OTHER_LOST_REASON = 'OTHER';

/** The outcome of a stage that asks for a reason (decision 1600's LOST). */
export const LOST_OUTCOME = 'LOST';

export interface LostReasonIssue {
  field: 'lostReason' | 'lostRemarks';
  message: string;
}

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Why a move to a stage of `outcome` with this reason and text is refused, or null: into a Lost stage the
 * reason is required and must be one of LOST_REASONS, and Other needs its text. A move into any other
 * stage needs neither (the reason is then cleared).
 */
export function lostReasonIssue(outcome: unknown, reason: unknown, remarks: unknown): LostReasonIssue | null {
  if (outcome !== LOST_OUTCOME) return null;
  if (!given(reason))
    return { field: 'lostReason', message: 'Lost Reason is required to move to a lost stage' };
  if (!LOST_REASONS.some((option) => option.value === reason))
    return {
      field: 'lostReason',
      message: `Lost Reason must be one of: ${LOST_REASONS.map((option) => option.label).join(', ')}`,
    };
  if (reason === OTHER_LOST_REASON && !given(remarks))
    return { field: 'lostRemarks', message: 'Lost Remarks are required when the reason is Other' };
  return null;
}
