import type { EntityRecord } from '@erp/domain';
import type { ComponentType } from 'react';
import { EntityFormPage } from './EntityFormPage.tsx';
import { EntityListPage } from './EntityListPage.tsx';

/**
 * A catalogue module's list and form pages, as its feature area exports them; `recordPart` under a stored
 * record's form, `formPart` under every form with the values being edited.
 */
export function entityPages(
  module: string,
  recordPart?: ComponentType<{ id: number }>,
  formPart?: ComponentType<{ values: EntityRecord }>,
) {
  return {
    list: function List() {
      return <EntityListPage module={module} />;
    },
    form: function Form() {
      return <EntityFormPage module={module} recordPart={recordPart} formPart={formPart} />;
    },
  };
}
