import { RESPONSE_CODES, moduleByKey, parseEntity } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SecretBox } from '../auth/secrets.ts';
import type { Database } from '../db/client.ts';
import { emailUserConfig } from '../db/schema.ts';
import { AppError, ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { ValidationFailure, parseWith } from '../http/validation.ts';
import { parseRecord, type ResourceService } from '../resources/resource.ts';
import type { Caller } from '../stores/table-store.ts';

/** What the user profile screen reads: never the password, only whether one is stored. */
interface MailProfile {
  id: number;
  email: string;
  version: number;
  passwordSet: true;
}

const profileOf = (row: typeof emailUserConfig.$inferSelect): MailProfile => ({
  id: row.id,
  email: row.email,
  version: row.version,
  passwordSet: true,
});

const optionalVersion = z.object({
  version: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Version must be a number' })
      .int({ error: 'Version must be a whole number' })
      .optional(),
  ),
});

export function registerConfigRoutes(
  router: ApiRouter,
  database: Database,
  service: ResourceService,
  box: SecretBox,
): void {
  const db = database.db;
  const forms = service.resource('moduleFieldConfig');
  const organisation = service.resource('organization');

  /** Spec §7 GET chemical/formConfig and "module parameter config getAll": every module's field config. */
  for (const path of [forms.apiPath, `${forms.apiPath}/getAll`]) {
    router.route('GET', path, { kind: 'session' }, async (_request, session) => {
      const { rows, total } = await service.list(forms, session.caller, {});
      return okList(rows, total);
    });
  }

  /** Spec §7 GET organization/getOrgByPartner: the caller's own organisation. */
  router.route('GET', 'organization/getOrgByPartner', { kind: 'session' }, async (_request, session) =>
    ok(await service.get(organisation, session.caller, session.caller.orgId)),
  );

  /** Spec §7 POST organization/setDefaultOrganization (row): saves the caller's organisation profile. */
  router.route(
    'POST',
    'organization/setDefaultOrganization',
    { kind: 'write', aclNames: organisation.aclNames },
    async (request, session) => {
      const row = parseRecord(request.body);
      const body = { ...row, id: row.id ?? session.caller.orgId };
      return ok(await service.update(organisation, session.caller, body), 'Organisation saved');
    },
  );

  const mailModule = moduleByKey('emailUserConfig');
  if (!mailModule) throw new Error('the catalogue has no emailUserConfig module');
  const mailWrite = { kind: 'write', aclNames: [mailModule.aclName] } as const;

  const ownProfile = async (caller: Caller) => {
    const [row] = await db.select().from(emailUserConfig).where(eq(emailUserConfig.staffId, caller.staffId));
    return row;
  };

  /** Checks the profile body with the catalogue (spec §5: e-mail required and valid, password required). */
  const parseProfile = (body: Record<string, unknown>) => {
    const parsed = parseEntity(mailModule, body);
    if (!parsed.ok) throw new ValidationFailure(parsed.issues);
    return { email: String(parsed.value.email), password: String(parsed.value.password) };
  };

  /** Spec §7 GET chemical/emailUserConfig/getEmailConfByLoggedInUser: the caller's mail profile, or none. */
  router.route(
    'GET',
    `${mailModule.apiPath}/getEmailConfByLoggedInUser`,
    { kind: 'session' },
    async (_request, session) => {
      const row = await ownProfile(session.caller);
      return ok(row ? profileOf(row) : null);
    },
  );

  /** Spec §7 POST …/save: the caller's first mail profile; the password is stored encrypted (AES-256-GCM). */
  router.route('POST', `${mailModule.apiPath}/save`, mailWrite, async (request, session) => {
    const { email, password } = parseProfile(parseRecord(request.body));
    const [row] = await database.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: emailUserConfig.id })
        .from(emailUserConfig)
        .where(eq(emailUserConfig.staffId, session.caller.staffId));
      if (existing)
        throw new AppError(RESPONSE_CODES.DUPLICATE, 'You already have a mail profile: update it instead.');
      return tx
        .insert(emailUserConfig)
        .values({
          orgId: session.caller.orgId,
          staffId: session.caller.staffId,
          email,
          passwordEncrypted: box.seal(password),
          createdBy: session.caller.staffId,
          updatedBy: session.caller.staffId,
        })
        .returning();
    });
    if (!row) throw new Error('mail profile not stored');
    return ok(profileOf(row), 'Profile Saved Successfully');
  });

  /**
   * Spec §7 POST …/update (id 0 or greater): only the caller's own profile; a blank password keeps the
   * stored one; a version, when sent, must still be current.
   */
  router.route('POST', `${mailModule.apiPath}/update`, mailWrite, async (request, session) => {
    const body = parseRecord(request.body);
    const { version } = parseWith(optionalVersion, body);
    const keepPassword = body.password === undefined || body.password === null || body.password === '';
    const { email, password } = parseProfile(keepPassword ? { ...body, password: 'unchanged' } : body);
    const row = await database.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(emailUserConfig)
        .where(
          and(eq(emailUserConfig.staffId, session.caller.staffId), eq(emailUserConfig.id, Number(body.id))),
        )
        .for('update');
      if (!current) throw new AppError(RESPONSE_CODES.NOT_FOUND);
      if (version !== undefined && version !== current.version)
        throw new AppError(RESPONSE_CODES.STALE_VERSION);
      const [updated] = await tx
        .update(emailUserConfig)
        .set({
          email,
          passwordEncrypted: keepPassword ? current.passwordEncrypted : box.seal(password),
          version: current.version + 1,
          updatedBy: session.caller.staffId,
          updatedAt: new Date(),
        })
        .where(eq(emailUserConfig.id, current.id))
        .returning();
      return updated;
    });
    if (!row) throw new Error('mail profile not updated');
    return ok(profileOf(row), 'Profile Saved Successfully');
  });
}
