import { RESPONSE_CODES, moduleByKey } from '@erp/domain';
import { z } from 'zod';
import { checkAccessTo } from '../auth/access.ts';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { itemPage, madeWith, propertyValues, qualityParameters, type ItemPage } from '../items/item-calls.ts';
import { parseId } from '../resources/parse.ts';
import type { Resource } from '../resources/resource.ts';
import { writeRulesFor, type RulesCache } from '../resources/rules.ts';
import type { ResourceService } from '../resources/service.ts';
import { idParams, listQuerySchema } from './list-query.ts';

const productTypeParams = z.object({ productType: z.string() });
const typeParams = z.object({ type: z.string() });
const partyParams = z.object({ partyId: z.string() });

/** Who receives goods reads a supplier's vendor code: the inward screens' access names, or the party's. */
const INWARD_ACL_NAMES = ['inward', 'chemical/foundaryInward'] as const;

const pageOf = ({ rows, total, estimated }: ItemPage) => okList(rows, total, estimated);

/**
 * The item calls of spec §7 (issue 17, decision 0930), read with the item master's read access:
 * `chemical/item/finishItemList/{id}`, `getWithProperties/{id}`, `getAllItem`,
 * `getAllItemByProductType/{productType}`; `allAttributes/getAllAttributes/{type}`, read with the access
 * of the module it names; and the inward's `chemical/inward/getCodeForVendor/{partyId}` (decision 0931).
 */
export function registerItemRoutes(
  router: ApiRouter,
  database: Database,
  service: ResourceService,
  rulesCache: RulesCache | undefined,
): void {
  const items = service.resource('item');
  const db = database.db;
  const read = { kind: 'read', aclNames: items.aclNames } as const;
  const inwardRead = { kind: 'read', aclNames: [...INWARD_ACL_NAMES, ...items.aclNames] } as const;
  const path = items.apiPath;

  /** The record of `resource` with the id `value` in the caller's organisation, or its "not found". */
  const existing = async (resource: Resource, caller: Caller, value: unknown, label: string) => {
    const row = await resource.store.get(db, caller, parseId(value, label));
    if (!row) throw new AppError(resource.notFoundCode, `There is no such ${label.toLowerCase()}.`);
    return row;
  };

  router.route('GET', `${path}/finishItemList/:id`, read, async (request, session) => {
    const input = await existing(items, session.caller, parseWith(idParams, request.params).id, 'Item');
    const { page, size, q } = parseWith(listQuerySchema, request.query);
    return pageOf(
      await itemPage(items, db, session.caller, { page, size, q, conditions: [madeWith(input.id)] }),
    );
  });

  router.route('GET', `${path}/getWithProperties/:id`, read, async (request, session) => {
    const { caller } = session;
    const { id } = await existing(items, caller, parseWith(idParams, request.params).id, 'Item');
    const row = await service.get(items, caller, id);
    const productTypeId = typeof row['productTypeId'] === 'number' ? row['productTypeId'] : null;
    const { customFields } = await writeRulesFor(db, caller, items.key, rulesCache);
    return ok({
      ...row,
      qualityParameters: await qualityParameters(db, caller, productTypeId),
      properties: propertyValues(customFields, row['customFields']),
    });
  });

  router.route('GET', `${path}/getAllItem`, read, async (request, session) => {
    const { page, size, q } = parseWith(listQuerySchema, request.query);
    return pageOf(await itemPage(items, db, session.caller, { page, size, q }));
  });

  const productTypes = service.resource('productType');
  router.route('GET', `${path}/getAllItemByProductType/:productType`, read, async (request, session) => {
    const { productType } = parseWith(productTypeParams, request.params);
    const { id } = await existing(productTypes, session.caller, productType, 'Product type');
    const { page, size, q } = parseWith(listQuerySchema, request.query);
    return pageOf(await itemPage(items, db, session.caller, { page, size, q, where: { productTypeId: id } }));
  });

  // The quality parameters (customParam) are declared per product type, which only items have.
  router.route(
    'GET',
    'allAttributes/getAllAttributes/:type',
    { kind: 'session' },
    async (request, session) => {
      const { type } = parseWith(typeParams, request.params);
      const module = moduleByKey(type);
      if (!module) throw new AppError(RESPONSE_CODES.MODULE_NOT_FOUND, `There is no module "${type}".`);
      await checkAccessTo(db, session, 'read', [module.aclName]);
      const { customFields } = await writeRulesFor(db, session.caller, module.key, rulesCache);
      const parameters = module.key === items.key ? await qualityParameters(db, session.caller, 'every') : [];
      return okList([
        ...parameters.map((parameter) => ({ kind: 'qualityParameter' as const, ...parameter })),
        ...customFields.map((field) => ({ kind: 'customField' as const, ...field })),
      ]);
    },
  );

  // Issue 17: the inward reads the item's quality parameters and their limits (its specification).
  router.route('GET', 'chemical/inward/getItemSpecification/:id', inwardRead, async (request, session) => {
    const { caller } = session;
    const row = await existing(items, caller, parseWith(idParams, request.params).id, 'Item');
    const productTypeId = typeof row['productTypeId'] === 'number' ? row['productTypeId'] : null;
    return okList(await qualityParameters(db, caller, productTypeId));
  });

  const parties = service.resource('party');
  const inward = { kind: 'read', aclNames: [...INWARD_ACL_NAMES, ...parties.aclNames] } as const;
  router.route('GET', 'chemical/inward/getCodeForVendor/:partyId', inward, async (request, session) => {
    const { partyId } = parseWith(partyParams, request.params);
    const party = await existing(parties, session.caller, partyId, 'Party');
    return ok(typeof party['vendorCode'] === 'string' ? party['vendorCode'] : null);
  });
}
