/** Spec §8: "Unknown on-demand module request raises a module-not-found error." */
export class ModuleNotFoundError extends Error {
  constructor(readonly area: string) {
    super(`Module not found: ${area === '' ? 'module home' : area}`);
    this.name = 'ModuleNotFoundError';
  }
}
