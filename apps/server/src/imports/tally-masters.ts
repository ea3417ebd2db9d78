// Issue 43, "From Tally" (decision 2125): a Tally export of masters read as the party or item master's
// sheet, to be checked and imported as any sheet of that master is.
import { RESPONSE_CODES, TALLY_ITEM_CATEGORY, type ModuleDef, type TallyMasterKind } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import type { AllowedType } from '../files.ts';
import type { ResourceService } from '../resources/service.ts';
import { workPool } from '../work/pool.ts';
import { columnsOf } from './master-import.ts';
import { looksLikeXml } from './tally-read.ts';
import type { OtherSheet } from './uploaded-sheet.ts';

const XML_TYPE: AllowedType = { extensions: ['.xml'], looksRight: looksLikeXml };

const SAID: Readonly<Record<TallyMasterKind, string>> = {
  ledgers: 'ledgers under Sundry Debtors or Sundry Creditors',
  stockItems: 'stock items',
};

/** What the call asks besides the file: the items' category by its id (the dialog's picker) or name. */
export interface TallyAsked {
  categoryId: unknown;
  category: unknown;
  asksUpdate: (text: string | undefined) => boolean;
}

const refusal = (message: string): AppError => new AppError(RESPONSE_CODES.VALIDATION_FAILED, message);

const given = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The items' category (decisions 2127, 2151): the item category the call names by its id, else by its name;
 * else on a create "Imported from Tally", which must exist: without it the export is refused in words
 * before any row is checked. An update keeps each item's category (undefined).
 */
async function itemCategory(
  service: ResourceService,
  database: Database,
  caller: Caller,
  asked: TallyAsked,
  update: boolean,
): Promise<string | undefined> {
  const categories = service.resource('categoryType');
  const id = given(asked.categoryId);
  if (id !== undefined) {
    const found = /^\d{1,15}$/.test(id)
      ? await categories.store.get(database.db, caller, Number(id))
      : undefined;
    if (found?.appliesTo !== 'ITEM')
      throw refusal('The category chosen is not one of your item categories. Choose the category again.');
    return String(found.name);
  }
  const named = given(asked.category);
  if (named !== undefined || update) return named;
  const [made] = await categories.store.named(database.db, caller, ['name'], [TALLY_ITEM_CATEGORY], {
    appliesTo: 'ITEM',
  });
  if (!made)
    throw refusal(
      `Choose the category the stock items are to be made in, or make an item category named "${TALLY_ITEM_CATEGORY}" first.`,
    );
  return undefined;
}

/**
 * How a master's import reads a Tally export (decision 2125): as its sheet, our units as the matching knows
 * them (decision 2128), the items' category as the call names it (decisions 2127, 2151). An export of none
 * of the masters it fills is refused in words.
 */
export function tallyImport(
  service: ResourceService,
  database: Database,
  caller: Caller,
  module: ModuleDef,
  kind: TallyMasterKind,
  asked: TallyAsked,
): OtherSheet {
  return {
    types: { 'text/xml': XML_TYPE, 'application/xml': XML_TYPE },
    said: 'a Tally export of masters (.xml)',
    read: async (path, name, text, into) => {
      const update = asked.asksUpdate(text);
      const items = kind === 'stockItems';
      const units = items
        ? await service.resource('uom').store.keyed(database.db, caller, ['name', 'uqc'])
        : [];
      const category = items ? await itemCategory(service, database, caller, asked, update) : undefined;
      // Read and written as the job's input in the work pool (decisions 1850, 2268): a file of thousands of
      // masters never holds the request loop.
      const sheet = await workPool.run('importInput', {
        into,
        source: {
          tally: {
            path,
            name,
            kind,
            columns: columnsOf(module),
            options: {
              ...(category === undefined ? {} : { category }),
              update,
              units: units.map((unit) => ({ name: String(unit.f0 ?? ''), uqc: String(unit.f1 ?? '') })),
            },
          },
        },
      });
      if (sheet.rows < 2)
        throw new AppError(
          RESPONSE_CODES.VALIDATION_FAILED,
          `${name} holds no ${SAID[kind]}. Export the masters from Tally in XML format and choose that file.`,
        );
      return sheet;
    },
  };
}
