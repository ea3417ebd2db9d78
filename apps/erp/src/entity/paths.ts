/** The form of a record of the module, or of a new one. */
export const formPath = (route: string, id?: number) =>
  `${route}/addUpdate${id === undefined ? '' : `/${id}`}`;

/** A module's import page, where it declares one (decision 1608). */
export const importPath = (route: string) => `${route}/import`;
