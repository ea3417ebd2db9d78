import { MODULES } from '@erp/domain';
import type { ComponentType } from 'react';
import { entityPages } from '../../entity/pages.tsx';

/**
 * Every master of spec §1 (the catalogue's `master` modules) as the generic list and form: one chunk
 * for the Masters area, its pages named `<module key>/list` and `<module key>/form` (decision 0600).
 */
export const pages: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  MODULES.filter((module) => module.kind === 'master').flatMap((module) => {
    const { list, form } = entityPages(module.key);
    return [
      [`${module.key}/list`, list],
      [`${module.key}/form`, form],
    ];
  }),
);
