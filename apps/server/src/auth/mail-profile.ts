import { RESPONSE_CODES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import { emailUserConfig } from '../db/schema.ts';
import type { SecretBox } from './secrets.ts';

/** What the user profile screen reads: never the password, only whether one is stored. */
export interface MailProfile {
  id: number;
  email: string;
  version: number;
  passwordSet: true;
}

/** A change of one's mail profile: a version, when sent, must still be current; no password keeps the stored one. */
export interface MailProfileChange {
  id: number;
  version: number | undefined;
  email: string;
  password: string | undefined;
}

const profileOf = (row: typeof emailUserConfig.$inferSelect): MailProfile => ({
  id: row.id,
  email: row.email,
  version: row.version,
  passwordSet: true,
});

/** A user's own mail profile (spec §7 emailUserConfig); the password is stored sealed (AES-256-GCM). */
export class MailProfiles {
  constructor(
    private readonly database: Database,
    private readonly box: SecretBox,
  ) {}

  /** The caller's mail profile, or none. */
  async own(caller: Caller): Promise<MailProfile | null> {
    const [row] = await this.database.db
      .select()
      .from(emailUserConfig)
      .where(eq(emailUserConfig.staffId, caller.staffId));
    return row ? profileOf(row) : null;
  }

  /** The caller's first mail profile; a second is refused. */
  async create(caller: Caller, email: string, password: string): Promise<MailProfile> {
    const [row] = await this.database.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: emailUserConfig.id })
        .from(emailUserConfig)
        .where(eq(emailUserConfig.staffId, caller.staffId));
      if (existing)
        throw new AppError(RESPONSE_CODES.DUPLICATE, 'You already have a mail profile: update it instead.');
      return tx
        .insert(emailUserConfig)
        .values({
          orgId: caller.orgId,
          staffId: caller.staffId,
          email,
          passwordEncrypted: this.box.seal(password),
          createdBy: caller.staffId,
          updatedBy: caller.staffId,
        })
        .returning();
    });
    if (!row) throw new Error('mail profile not stored');
    return profileOf(row);
  }

  /** Only the caller's own profile is changed. */
  async update(caller: Caller, change: MailProfileChange): Promise<MailProfile> {
    const row = await this.database.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(emailUserConfig)
        .where(and(eq(emailUserConfig.staffId, caller.staffId), eq(emailUserConfig.id, change.id)))
        .for('update');
      if (!current) throw new AppError(RESPONSE_CODES.NOT_FOUND);
      if (change.version !== undefined && change.version !== current.version)
        throw new AppError(RESPONSE_CODES.STALE_VERSION);
      const [updated] = await tx
        .update(emailUserConfig)
        .set({
          email: change.email,
          passwordEncrypted:
            change.password === undefined ? current.passwordEncrypted : this.box.seal(change.password),
          version: current.version + 1,
          updatedBy: caller.staffId,
          updatedAt: new Date(),
        })
        .where(eq(emailUserConfig.id, current.id))
        .returning();
      return updated;
    });
    if (!row) throw new Error('mail profile not updated');
    return profileOf(row);
  }
}
