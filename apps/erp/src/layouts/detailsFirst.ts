import { orgProfileRoute } from '@erp/domain';

/** The Org Profile's screens: its view and its form. */
const ORG_PROFILE = orgProfileRoute(null).replace(/\/$/, '');

/**
 * Where the full layout sends a user before anything else (issue 56, decision 2243): one who may change the
 * organisation, while it lacks a detail every document prints (its name, GSTIN, state or address), goes to
 * its Org Profile form from any other screen; null for anyone else, and on the Org Profile's own screens.
 */
export function detailsFirst(asked: {
  awaits: boolean;
  mayChange: boolean;
  pathname: string;
  formPath: string;
}): string | null {
  const { awaits, mayChange, pathname, formPath } = asked;
  const onOrgProfile = pathname === ORG_PROFILE || pathname.startsWith(`${ORG_PROFILE}/`);
  return awaits && mayChange && !onOrgProfile ? formPath : null;
}
