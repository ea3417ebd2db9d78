import { moduleByKey, parseEntity } from '@erp/domain';
import { z } from 'zod';
import type { MailProfiles } from '../auth/mail-profile.ts';
import { ValidationFailure } from '../core/errors.ts';
import { aWhole, parseWith } from '../core/parse.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseRecord } from '../resources/parse.ts';
import type { ResourceService } from '../resources/service.ts';

/** The profile an update names, digits only (decision 2272), and its version when sent. */
const profileIdentity = z.object({
  id: aWhole('Record id', 0, Number.MAX_SAFE_INTEGER),
  version: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    aWhole('Version', 0, Number.MAX_SAFE_INTEGER).optional(),
  ),
});

export function registerConfigRoutes(
  router: ApiRouter,
  service: ResourceService,
  mailProfiles: MailProfiles,
): void {
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
    async (_request, session) => ok(await mailProfiles.own(session.caller)),
  );

  /** Spec §7 POST …/save: the caller's first mail profile; the password is stored encrypted (AES-256-GCM). */
  router.route('POST', `${mailModule.apiPath}/save`, mailWrite, async (request, session) => {
    const { email, password } = parseProfile(parseRecord(request.body));
    return ok(await mailProfiles.create(session.caller, email, password), 'Profile Saved Successfully');
  });

  /**
   * Spec §7 POST …/update (id 0 or greater): only the caller's own profile; a blank password keeps the
   * stored one; a version, when sent, must still be current.
   */
  router.route('POST', `${mailModule.apiPath}/update`, mailWrite, async (request, session) => {
    const body = parseRecord(request.body);
    const { id, version } = parseWith(profileIdentity, body);
    const keepPassword = body.password === undefined || body.password === null || body.password === '';
    const { email, password } = parseProfile(keepPassword ? { ...body, password: 'unchanged' } : body);
    const change = { id, version, email, password: keepPassword ? undefined : password };
    return ok(await mailProfiles.update(session.caller, change), 'Profile Saved Successfully');
  });
}
