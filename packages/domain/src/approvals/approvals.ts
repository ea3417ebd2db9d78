/**
 * Issue 16 "Approvals" (spec §7 "Approval"): which documents need approval, at which levels, and who may
 * approve each level. Pure: the server reads the configuration rows and the document, and asks here.
 * Decision 0820.
 */

/** One level of a document module's approval (a row of the approval configuration master). */
export interface ApprovalLevelConfig {
  /** 1, 2, …: levels are approved in ascending order. */
  level: number;
  /** The roles whose users may approve this level. */
  roleIds: readonly number[];
  /** The level applies to documents whose grand total is at least this (absent: any amount). */
  minAmount?: number | null;
  /** … raised by a user of this department (absent: any department). */
  departmentId?: number | null;
  /** … with a party of this party type (absent: any party). */
  partyTypeId?: number | null;
  /** An inactive level is ignored (default active). */
  active?: boolean | null;
}

/** The configuration of one document module: its levels, in any order. */
export type ApprovalConfig = readonly ApprovalLevelConfig[];

/** What the conditions read of a document: its header's total, its requester's department, its party's type. */
export interface ApprovalSubject {
  grandTotal: number;
  departmentId?: number | null;
  partyTypeId?: number | null;
}

type Fields = Readonly<Record<string, unknown>>;
const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The amount a level's "Grand Total From" is compared with (decision 1000): a taxed document's grand
 * total; a document without GST (a material request) is worth its lines' quantity × rate, to the paisa.
 */
export function approvalAmount(taxed: boolean, row: Fields, lines: readonly Fields[]): number {
  if (taxed) return numberOf(row.grandTotal);
  const paise = lines.reduce(
    (sum, line) => sum + Math.round(numberOf(line.quantity) * numberOf(line.rate) * 100),
    0,
  );
  return paise / 100;
}

/** The refusals of an approval, in the user's words. */
export const APPROVAL_MESSAGES = {
  ownDocument: 'You cannot approve or reject your own document: another approver must decide.',
  notYourLevel: 'Your role may not approve this document at its current level.',
  notPending: 'This document is not waiting for approval.',
  submitFirst: 'Submit the document: submitting asks for approval where it is needed.',
  remarksRequired: 'Give remarks to reject it.',
  moduleUnknown: 'There is no document module of that name.',
} as const;

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Whether one level's condition holds for the document (every condition it sets must hold). */
export function levelApplies(level: ApprovalLevelConfig, subject: ApprovalSubject): boolean {
  if (level.active === false) return false;
  if (given(level.minAmount) && subject.grandTotal < level.minAmount) return false;
  if (given(level.departmentId) && subject.departmentId !== level.departmentId) return false;
  return !given(level.partyTypeId) || subject.partyTypeId === level.partyTypeId;
}

/** The levels the document must pass, ascending, each once: those whose condition holds. */
export function approvalLevels(config: ApprovalConfig, subject: ApprovalSubject): number[] {
  const levels = config.filter((level) => levelApplies(level, subject)).map((level) => level.level);
  return [...new Set(levels)].sort((a, b) => a - b);
}

/** Whether a submit of the document waits for approval: some level applies to it. */
export const needsApproval = (config: ApprovalConfig, subject: ApprovalSubject): boolean =>
  approvalLevels(config, subject).length > 0;

/** The level after `current` among the document's levels; null when `current` is the last (final) one. */
export function nextLevel(levels: readonly number[], current: number): number | null {
  return levels.find((level) => level > current) ?? null;
}

/** Whether approving `current` finishes the approval (the document then opens). */
export const isFinalLevel = (levels: readonly number[], current: number): boolean =>
  nextLevel(levels, current) === null;

/** An approver allowed, or refused with why: `self` (their own document) or `role` (not on the level). */
export type ApproverCheck = { ok: true } | { ok: false; refusal: 'self' | 'role'; reason: string };

/**
 * Whether a user (their roles, their staff id) may approve or reject the document at `level`: never the
 * user who created it, and only a user of a role the level names.
 */
export function mayApprove(
  config: ApprovalConfig,
  level: number,
  roleIds: readonly number[],
  staffId: number,
  createdBy: number | null,
): ApproverCheck {
  if (createdBy !== null && staffId === createdBy)
    return { ok: false, refusal: 'self', reason: APPROVAL_MESSAGES.ownDocument };
  const allowed = config.some(
    (entry) =>
      entry.level === level && entry.active !== false && entry.roleIds.some((role) => roleIds.includes(role)),
  );
  return allowed ? { ok: true } : { ok: false, refusal: 'role', reason: APPROVAL_MESSAGES.notYourLevel };
}
