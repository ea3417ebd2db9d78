import kept from './einv_validation.json' with { type: 'json' };

/** A JSON Schema, as ajv takes it. */
export type JsonSchema = Readonly<Record<string, unknown>>;

type KeptNode = Readonly<Record<string, unknown>>;

/** What a field's own rules say; everything else of a kept field is a note for people. */
const RULES = ['type', 'minLength', 'maxLength', 'pattern', 'enum', 'minimum', 'maximum'] as const;
const NOTES = new Set(['description', 'validationMsg']);

const isNode = (value: unknown): value is KeptNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nodeAt(value: unknown, path: string): KeptNode {
  if (!isNode(value)) throw new Error(`${path}: not a field of the schema`);
  return value;
}

function onlyKeys(node: KeptNode, path: string, known: ReadonlySet<string>): void {
  const unknown = Object.keys(node).filter((key) => !known.has(key) && !NOTES.has(key));
  if (unknown.length > 0)
    throw new Error(`${path}: the schema says ${unknown.join(', ')}, which is not read`);
}

const names = (value: unknown, path: string): string[] => {
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string')) {
    throw new Error(`${path}: required is not a list of names`);
  }
  // Two of NIC's names end in a space ("InvStDt "): the portal reads them as the field they name.
  return value.map((name: string) => name.trim());
};

/**
 * An object's fields. A `required` list among them (RefDtls holds PrecDocDtls's so) belongs to the field
 * before it.
 */
function objectOf(properties: KeptNode, required: unknown, path: string): JsonSchema {
  const fields: Record<string, Record<string, unknown>> = {};
  let previous: string | undefined;
  for (const [name, value] of Object.entries(properties)) {
    if (name === 'required' && Array.isArray(value)) {
      if (previous === undefined) throw new Error(`${path}: a required list before any field`);
      fields[previous] = { ...fields[previous], required: names(value, `${path}.${previous}`) };
      continue;
    }
    fields[name] = { ...fieldOf(value, `${path}.${name}`) };
    previous = name;
  }
  return {
    type: 'object',
    properties: fields,
    ...(required === undefined ? {} : { required: names(required, path) }),
  };
}

function fieldOf(value: unknown, path: string): JsonSchema {
  const node = nodeAt(value, path);
  if (node['type'] === 'object') {
    onlyKeys(node, path, new Set(['type', 'properties', 'required']));
    return objectOf(nodeAt(node['properties'], path), node['required'], path);
  }
  if (node['type'] === 'Array') {
    // A list holds its item's fields as `properties`, or (an item's attributes) the item under `Attribute`.
    onlyKeys(node, path, new Set(['type', 'properties', 'required', 'Attribute']));
    const items =
      node['Attribute'] === undefined
        ? objectOf(nodeAt(node['properties'], path), node['required'], path)
        : fieldOf(node['Attribute'], `${path}.Attribute`);
    return { type: 'array', items };
  }
  onlyKeys(node, path, new Set(RULES));
  return Object.fromEntries(
    RULES.filter((rule) => node[rule] !== undefined).map((rule) => [rule, node[rule]]),
  );
}

/**
 * The e-invoice schema as kept (`einv_validation.json`, README.md beside it) read as a JSON Schema. The
 * kept text is not one a validator takes as it is: the invoice's fields sit at its top level beside
 * `required`, and a list is `"type": "Array"` with its item's fields. Every key of it is read or named as
 * a note; a key this does not know stops it, so a newer copy cannot be half read.
 */
export function officialSchemaOf(text: unknown): JsonSchema {
  const root = nodeAt(text, 'the schema');
  const { required, ...fields } = root;
  return objectOf(fields, required, 'the schema');
}

/** The official e-invoice schema, INV-01 1.1, as ERPNext keeps it, for the tests to validate against. */
export const OFFICIAL_E_INVOICE_SCHEMA: JsonSchema = officialSchemaOf(kept);
