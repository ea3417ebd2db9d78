import { PHRASES, say } from '../errors/phrases.ts';
import { readId } from '../format/written.ts';
import {
  FLOOR_PATH,
  FLOOR_SEGMENTS,
  LABEL_KIND_NAMES,
  LABEL_ORG_PARAM,
  type LabelKind,
  type LabelTarget,
} from './labelAddress.ts';

/** Where a scan is read: the addresses this ERP answers at, and the organisation of the user scanning. */
export interface ScanContext {
  /** The site's addresses (its public address, the one the user reached it at), as labels begin them. */
  sites: readonly string[];
  orgId: number;
}

/** Why a scan opens nothing. */
export type ScanRefusal = 'otherSite' | 'otherOrganisation' | 'nothing' | 'otherKind';

/**
 * What a scanned text means (decision 2310): what it names, a plain code (a parcel number, a machine's
 * code…) for the server to look up, or why it opens nothing, in words.
 */
export type ScanReading =
  | { outcome: 'target'; target: LabelTarget }
  | { outcome: 'code'; code: string }
  | { outcome: 'refused'; reason: ScanRefusal; message: string };

/** The longest text read as a scan: a label's address is a few hundred characters. */
export const MAX_SCAN_LENGTH = 2000;
/** The longest plain code: a parcel number, a lot number, a machine's code. */
export const MAX_CODE_LENGTH = 100;

// A keyboard wedge's control characters (a GS1 separator, a tab) are no part of any code of ours.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SITE = /^(https?):\/\/([^/?#]+)([^?#]*)/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: ':80', https: ':443' };

const KIND_OF_SEGMENT = new Map(
  (Object.entries(FLOOR_SEGMENTS) as [LabelKind, string][]).map(([kind, segment]) => [segment, kind]),
);
const FLOOR_ROUTE = new RegExp(`^${FLOOR_PATH}/([a-z-]+)(?:/([^/]*))?/?$`);
/** The stock card a lot's or parcel's label opened before issue 58 (decisions 0941, 1141, 2080). */
const CARD_ROUTE = /^\/module\/inward-stock\/card\/([^/]*)\/?$/;

/**
 * A site's address as compared: scheme and host in lower case without the scheme's own port, the path
 * without its last slash; null for what is no http(s) address.
 */
export function siteKey(address: string): string | null {
  const match = SITE.exec(address.trim());
  if (!match) return null;
  const scheme = (match[1] as string).toLowerCase();
  const host = (match[2] as string).toLowerCase();
  const port = DEFAULT_PORTS[scheme] as string;
  const bare = host.endsWith(port) ? host.slice(0, -port.length) : host;
  return `${scheme}://${bare}${(match[3] as string).replace(/\/+$/, '')}`;
}

const refused = (reason: ScanRefusal, message: string): ScanReading => ({
  outcome: 'refused',
  reason,
  message,
});
const nothing = (): ScanReading => refused('nothing', PHRASES.scanNamesNothing);

/** A query's parameters, decoded; null for one that cannot be decoded (a stray %). */
function paramsOf(query: string): Map<string, string> | null {
  const params = new Map<string, string>();
  for (const pair of query.split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      params.set(decodeURIComponent(key), decodeURIComponent(value.replace(/\+/g, ' ')).trim());
    } catch {
      return null;
    }
  }
  return params;
}

/** A lot's target from its page's id and parameters; stock of neither lot nor roll keeps its area. */
function lotOf(itemText: string, params: Map<string, string>): LabelTarget | null {
  const itemId = readId(itemText);
  const lotNumber = params.get('lotNumber') ?? '';
  const rollNumber = params.get('rollNumber') ?? '';
  if (itemId === null) return null;
  const area = params.get('stockAreaId');
  if (lotNumber || rollNumber || area === undefined) return { kind: 'lot', itemId, lotNumber, rollNumber };
  const stockAreaId = readId(area);
  return stockAreaId === null ? null : { kind: 'lot', itemId, lotNumber, rollNumber, stockAreaId };
}

const parcelOf = (parcelNumber: string | undefined): LabelTarget | null =>
  parcelNumber ? { kind: 'parcel', parcelNumber: parcelNumber.toUpperCase() } : null;

/** What the app's page `path` with its parameters names, or null for no page of a label. */
function targetOf(path: string, params: Map<string, string>): LabelTarget | null {
  const card = CARD_ROUTE.exec(path);
  if (card) return parcelOf(params.get('parcelNumber')) ?? lotOf(card[1] as string, params);
  const floor = FLOOR_ROUTE.exec(path);
  const kind = floor ? KIND_OF_SEGMENT.get(floor[1] as string) : undefined;
  if (!floor || !kind) return null;
  const idText = floor[2] ?? '';
  if (kind === 'parcel') return idText ? null : parcelOf(params.get('parcelNumber'));
  if (kind === 'lot') return lotOf(idText, params);
  const id = readId(idText);
  return id === null ? null : { kind, id };
}

/** The page an address of the app opens (`/module/floor/lot/3?lotNumber=L1&org=1`), read as a scan. */
function readPage(page: string, orgId: number): ScanReading {
  const at = page.indexOf('?');
  const params = paramsOf(at < 0 ? '' : page.slice(at + 1));
  if (!params) return nothing();
  const org = params.get(LABEL_ORG_PARAM);
  if (org !== undefined) {
    const labelOrg = readId(org);
    if (labelOrg === null) return nothing();
    if (labelOrg !== orgId) return refused('otherOrganisation', PHRASES.scanOtherOrganisation);
  }
  const target = targetOf(at < 0 ? page : page.slice(0, at), params);
  return target ? { outcome: 'target', target } : nothing();
}

/**
 * What a scanned or typed text means (issue 58, decision 2310): a label's address of this site (its page of
 * the floor, or the stock card an older label opens) names a lot, parcel, machine, stock area or rack; an
 * address of another site, or of this site but another organisation, is refused in words, as is text that
 * names nothing; any other short text is a plain code (a parcel number, a machine's code) for the server.
 */
export function readScan(text: string, context: ScanContext): ScanReading {
  const scanned = text.trim();
  if (scanned === '' || scanned.length > MAX_SCAN_LENGTH || CONTROL.test(scanned)) return nothing();
  // An address written from the app's root (the first labels' `#/module/…`) is this site's.
  if (scanned.startsWith('#')) return readPage(scanned.slice(1), context.orgId);
  if (!SCHEME.test(scanned))
    return scanned.length > MAX_CODE_LENGTH ? nothing() : { outcome: 'code', code: scanned };
  const hash = scanned.indexOf('#');
  const base = hash < 0 ? scanned : scanned.slice(0, hash);
  const site = siteKey(base);
  if (site === null) return nothing();
  const ours = context.sites.map(siteKey).includes(site);
  if (!ours) return refused('otherSite', say(PHRASES.scanOtherSite, { site: site.replace(SITE, '$2') }));
  return hash < 0 ? nothing() : readPage(scanned.slice(hash + 1), context.orgId);
}

/**
 * A scan read for a field that expects one kind (a dispatch's parcels, a move's destination rack): what
 * `readScan` reads, a label of another kind refused in words naming both.
 */
export function readScanFor(text: string, context: ScanContext, wanted: LabelKind): ScanReading {
  const reading = readScan(text, context);
  if (reading.outcome !== 'target' || reading.target.kind === wanted) return reading;
  return refused(
    'otherKind',
    say(PHRASES.scanOtherKind, {
      found: LABEL_KIND_NAMES[reading.target.kind],
      wanted: LABEL_KIND_NAMES[wanted],
    }),
  );
}
