import { createContext, useContext, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
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

/** The titles of a form's routes: a new record's and a stored one's, by the area's title. */
export const FORM_TITLES = { add: 'Add {{title}}', edit: 'Edit {{title}}' } as const;
const isFormTitle = (title: string): boolean => title === FORM_TITLES.add || title === FORM_TITLES.edit;

/** The heading a form page shows and its address; `Root` holds it for the breadcrumb and the window's title. */
export interface FormHeading {
  at: string;
  heading: string;
}
export const FormHeadingContext = createContext<{
  shown: FormHeading | null;
  show: (heading: FormHeading | null) => void;
}>({ shown: null, show: () => undefined });

/**
 * Decision 2050, one rule for every form: "Add …" over a new record, "Edit …" over a stored one that can
 * still change, "View …" over one that cannot (a submitted document), by what one record is called
 * (decision 2051). The page's heading is the text returned; the breadcrumb and the window's title say the same.
 */
export function useFormTitle(stored: boolean, editable: boolean, title: string): string {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { show } = useContext(FormHeadingContext);
  const heading = t(stored ? (editable ? 'Edit {{title}}' : 'View {{title}}') : 'Add {{title}}', { title });
  useEffect(() => {
    show({ at: pathname, heading });
    return () => show(null);
  }, [show, pathname, heading]);
  return heading;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/**
 * Spec §2 breadcrumb: after each navigation, the deepest route's title and the list of links to it,
 * all but the last clickable. Screens under the module home start at the home. The titles are translated.
 */
export function useBreadcrumb(): { title: string; crumbs: Crumb[] } {
  const t = useTranslate();
  const { shown } = useContext(FormHeadingContext);
  const titled = useMatches().flatMap((match) => {
    if (!isRouteHandle(match.handle)) return [];
    const { home, title, titleOf } = match.handle;
    const routed = titleOf === undefined ? t(title) : t(title, { title: t(titleOf) });
    // A form's step says what its page says: View over a submitted document, a Lead in the Funnel.
    const said = isFormTitle(title) && shown?.at === match.pathname ? shown.heading : routed;
    return [{ home, title: said, url: match.pathname }];
  });
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
