import { EntityFormPage } from './EntityFormPage.tsx';
import { EntityListPage } from './EntityListPage.tsx';

/** A catalogue module's list and form pages, as its feature area exports them. */
export function entityPages(module: string) {
  return {
    list: function List() {
      return <EntityListPage module={module} />;
    },
    form: function Form() {
      return <EntityFormPage module={module} />;
    },
  };
}
