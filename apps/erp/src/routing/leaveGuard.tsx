import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog, type ConfirmResult } from '@erp/ui';
import { useTranslate } from '../app/ServicesContext.tsx';

interface LeaveGuard {
  /** A form (by its id) holds changes that are not saved, or no longer does. */
  setDirty(form: string, dirty: boolean): void;
  /** Asks first when a form holds changes; true when the user may go (nothing to lose, or Leave). */
  confirmLeave(): Promise<boolean>;
}

/** Outside the full layout (a form on its own, in a test) there is no one to ask: leaving is free. */
const FREE: LeaveGuard = { setDirty: () => undefined, confirmLeave: () => Promise.resolve(true) };

const LeaveGuardContext = createContext<LeaveGuard>(FREE);

/**
 * Decision 0510: leaving a page whose form holds unsaved changes asks first, in the confirm dialog: any
 * move of the router (a menu entry, the breadcrumb, Return, the browser's back, Ctrl/Cmd+Q and Shift+Q,
 * an address typed), and logout through `confirmLeave`. A reload or closing the tab gets the browser's
 * own question. Cancel (or the X, or Escape) stays with the changes as they are; Leave goes.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const t = useTranslate();
  // A ref, not state: a form that saves (or is cancelled) releases itself and moves on in the same tick.
  const dirtyForms = useRef(new Set<string>());
  const [asking, setAsking] = useState<((leave: boolean) => void) | null>(null);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyForms.current.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyForms.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const guard = useMemo<LeaveGuard>(
    () => ({
      setDirty: (form, dirty) => {
        if (dirty) dirtyForms.current.add(form);
        else dirtyForms.current.delete(form);
      },
      confirmLeave: () =>
        dirtyForms.current.size === 0
          ? Promise.resolve(true)
          : new Promise<boolean>((resolve) => setAsking(() => resolve)),
    }),
    [],
  );

  const answer = (result: ConfirmResult) => {
    const leave = result === true;
    // Once the user chose to leave, the changes are given up: nothing more asks on the way out.
    if (leave) dirtyForms.current.clear();
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    asking?.(leave);
    setAsking(null);
  };

  return (
    <LeaveGuardContext value={guard}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked' || asking !== null}
        onClose={answer}
        title={t('Leave this page?')}
        message={t('Your changes are not saved. If you leave, they are lost.')}
        okText={t('Leave')}
        okVariant="danger"
      />
    </LeaveGuardContext>
  );
}

/** The leave guard of the layout: `confirmLeave` before an action that ends the page (logout). */
export function useLeaveGuard(): LeaveGuard {
  return use(LeaveGuardContext);
}

/**
 * A form tells the leave guard whether it holds unsaved changes (`dirty` comes from the form's values).
 * `release` gives the changes up before the form moves on by itself: after a save, or on Cancel.
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const form = useId();
  const { setDirty } = useLeaveGuard();
  useEffect(() => {
    setDirty(form, dirty);
    return () => setDirty(form, false);
  }, [setDirty, form, dirty]);
  return useMemo(() => ({ release: () => setDirty(form, false) }), [setDirty, form]);
}
