import { useEffect } from 'react';
import type { DocumentDef } from '@erp/domain';
import {
  revisionClosed,
  revisionOpened,
  revisionsRequested,
  selectRevisions,
  type DocumentRecord,
} from '@erp/api';
import { RevisionDialog, RevisionsPanel } from '@erp/ui';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

export interface RevisionsSectionProps {
  document: DocumentDef;
  /** The document shown; none while it is new. Its number changing (`…/R2`) reads the list again. */
  record: DocumentRecord | null;
}

/**
 * The earlier revisions of a stored document declaring `revisions` (a quotation, decision 1624) under its
 * form: read when the form shows it and again when it is revised, each opened read-only in its own form.
 */
export function RevisionsSection({ document, record }: RevisionsSectionProps) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRevisions);
  const shown = document.revisions === true && record !== null;
  const id = record?.id;
  const number = record?.number;
  useEffect(() => {
    if (shown && id !== undefined) dispatch(revisionsRequested({ document: document.key, id }));
  }, [dispatch, shown, document.key, id, number]);
  const listed = shown && state.subject?.document === document.key && state.subject.id === id;
  if (!listed) return null;
  const { opened } = state;
  return (
    <>
      <RevisionsPanel
        rows={state.rows.map((row) => ({ ...row, who: row.staff?.name ?? null }))}
        status={state.status}
        opening={state.opening}
        onOpen={(revision) => dispatch(revisionOpened({ revision }))}
      />
      <RevisionDialog
        document={document}
        revision={opened ? { number: opened.number, status: opened.status, values: opened.document } : null}
        onClose={() => dispatch(revisionClosed())}
      />
    </>
  );
}
