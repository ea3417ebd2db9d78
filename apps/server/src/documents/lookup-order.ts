import type { DocumentDef } from '@erp/domain';

/** The documents in an order where each comes after the documents its header looks up. */
export function lookupOrder(defs: readonly DocumentDef[]): DocumentDef[] {
  const keys = new Set(defs.map((def) => def.key));
  const ordered: DocumentDef[] = [];
  const pending = [...defs];
  while (pending.length > 0) {
    const made = new Set(ordered.map((def) => def.key));
    const index = pending.findIndex((def) =>
      def.fields.every((field) => {
        const target = field.lookup?.module;
        return (
          target === undefined ||
          !keys.has(target as DocumentDef['key']) ||
          made.has(target as DocumentDef['key']) ||
          target === def.key
        );
      }),
    );
    if (index < 0) throw new Error('documents look each other up in a circle');
    ordered.push(...pending.splice(index, 1));
  }
  return ordered;
}
