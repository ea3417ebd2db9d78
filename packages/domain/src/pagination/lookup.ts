import type { LookupDef, LookupFilterValue } from '../catalogue/fields.ts';

/** A picker asks the server for this many matches at a time; "More" asks for the next as many (decision 0612). */
export const LOOKUP_PAGE_SIZE = 20;

/** What a picker sends to `{apiPath}/getAllByPartner`: a page of matches of the text typed, within its filter. */
export interface LookupQuery {
  page: number;
  size: number;
  q?: string;
  filter?: Readonly<Record<string, string>>;
}

/** A filter's list of values travels as one text, its values joined by this (`machineType=A,B`, decision 1340). */
export const LOOKUP_FILTER_SEPARATOR = ',';

/** A filter value as the request carries it: a list's values joined, any other as text. */
const filterText = (value: LookupFilterValue): string =>
  Array.isArray(value) ? value.join(LOOKUP_FILTER_SEPARATOR) : String(value);

/** The values a filter's text from a request offers: each of a list's, or the one. */
export const lookupFilterValues = (text: string): string[] => text.split(LOOKUP_FILTER_SEPARATOR);

/**
 * The page `page` of a lookup's choices matching `text` (spec §5 search, on the server): the lookup's
 * catalogue filter (`appliesTo: 'ITEM'`) goes along, so that the server pages only the allowed records.
 */
export function lookupQuery(lookup: Pick<LookupDef, 'filter'>, text: string, page = 1): LookupQuery {
  const query: LookupQuery = { page, size: LOOKUP_PAGE_SIZE };
  if (text.trim() !== '') query.q = text;
  const filter = Object.entries(lookup.filter ?? {});
  if (filter.length > 0)
    query.filter = Object.fromEntries(filter.map(([key, value]) => [key, filterText(value)]));
  return query;
}
