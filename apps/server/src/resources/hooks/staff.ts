import { hashPassword } from '../../auth/password.ts';
import { endSessionsOf } from '../../auth/sessions.ts';
import type { ResourceHooks } from '../resource.ts';

/** A staff member's name as the Operator pickers show it (decision 2075): the first and last name. */
export const staffName = (record: { firstname?: unknown; lastname?: unknown }): string =>
  [record.firstname, record.lastname]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');

/**
 * A user: the password is kept as a hash, never answered, and changing it ends the user's sessions; the
 * name is written from the first and last name.
 */
export const staffHooks: ResourceHooks = {
  neverReturned: [{ field: 'passwordHash', column: 'password_hash', type: 'text' }],

  async beforeSave(record) {
    const { password, ...rest } = record;
    const named = { ...rest, name: staffName(rest) };
    return typeof password === 'string' && password !== ''
      ? { ...named, passwordHash: await hashPassword(password) }
      : named;
  },

  // Decision 0214: a new password or a disabled user ends the user's sessions at once, but the one a
  // user changed their own password in. Deleting the user deletes them all (migration 0006).
  async afterSave({ tx, caller }, { current, written }) {
    if (!current) return;
    const disabled = written.active === false && current.active !== false;
    if (!disabled && written.passwordHash === undefined) return;
    await endSessionsOf(
      tx,
      current.id,
      !disabled && caller.staffId === current.id ? caller.tokenId : undefined,
    );
  },

  // Spec §3: the logged-in user "has a role with roleid".
  present: (rows) =>
    rows.map((row) => {
      const role = row.role as { id: number; name: string } | null;
      return { ...row, role: role ? { ...role, roleid: role.id, roleName: role.name } : null };
    }),
};
