import { MODULES, type EntityRecord } from '@erp/domain';
import type { ComponentType } from 'react';
import { entityPages } from '../../entity/pages.tsx';
import { PartyOrderLedger } from './PartyOrderLedger.tsx';
import { PrintTemplatePreview } from './PrintTemplatePreview.tsx';

/** What a master's page shows below a stored record's form. */
const RECORD_PARTS: Readonly<Record<string, ComponentType<{ id: number }>>> = { party: PartyOrderLedger };

/** What a master's page shows below its form, from the values being edited. */
const FORM_PARTS: Readonly<Record<string, ComponentType<{ values: EntityRecord }>>> = {
  printTemplate: PrintTemplatePreview,
};

/**
 * Every master of spec §1 (the catalogue's `master` modules) as the generic list and form: one chunk
 * for the Masters area, its pages named `<module key>/list` and `<module key>/form` (decision 0600).
 */
export const pages: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  MODULES.filter((module) => module.kind === 'master').flatMap((module) => {
    const { list, form } = entityPages(module.key, RECORD_PARTS[module.key], FORM_PARTS[module.key]);
    return [
      [`${module.key}/list`, list],
      [`${module.key}/form`, form],
    ];
  }),
);
