import { useMatches } from 'react-router-dom';
import { MODULE_HOME } from '@erp/domain';
import { useTranslate } from '../app/ServicesContext.tsx';

/** What a route tells the breadcrumb and the page title (spec §2 "the deepest primary route's data"). */
export interface RouteHandle {
  /** A text key; with `titleOf`, its `{{title}}` is that area's title ('Add {{title}}'). */
  title: string;
  titleOf?: string;
  /** The module home's own screens (the dashboard): their breadcrumb does not start at the home. */
  home?: boolean;
}

export interface Crumb {
  title: string;
  /** Where the step links to; the last step has none (plain text). */
  url?: string;
}

export const HOME_CRUMB = 'Home';

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/**
 * Spec §2 breadcrumb: after each navigation, the deepest route's title and the list of links to it,
 * all but the last clickable. Screens under the module home start at the home. The titles are translated.
 */
export function useBreadcrumb(): { title: string; crumbs: Crumb[] } {
  const t = useTranslate();
  const titled = useMatches().flatMap((match) =>
    isRouteHandle(match.handle)
      ? [
          {
            home: match.handle.home,
            title:
              match.handle.titleOf === undefined
                ? t(match.handle.title)
                : t(match.handle.title, { title: t(match.handle.titleOf) }),
            url: match.pathname,
          },
        ]
      : [],
  );
  const deepest = titled.at(-1);
  if (!deepest) return { title: '', crumbs: [] };
  const steps = deepest.home
    ? [deepest]
    : [{ title: t(HOME_CRUMB), url: MODULE_HOME }, ...titled.filter((step) => !step.home)];
  return {
    title: deepest.title,
    crumbs: steps.map(({ title, url }, i) => (i === steps.length - 1 ? { title } : { title, url })),
  };
}
