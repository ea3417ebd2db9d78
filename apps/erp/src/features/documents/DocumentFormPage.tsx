import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  DOCUMENT_STATUS,
  documentModule,
  formActions,
  newDocumentDraft,
  transitionRules,
  issuesReserved,
  rightsAllow,
  type DocumentDef,
  withFeatures,
  wentOut,
  readId,
} from '@erp/domain';
import {
  approvalDecisionRequested,
  countSheetRequested,
  countsUploadRequested,
  documentApprovalRequested,
  documentAuditRequested,
  documentDeleteRequested,
  documentDraftChanged,
  documentFormCleared,
  documentLineChanged,
  documentLineRemoved,
  documentLabelsRequested,
  documentInvoiceFillRequested,
  documentOrderFillRequested,
  documentZplLabelsRequested,
  printDialogOpened,
  emailDialogOpened,
  smsDialogOpened,
  documentRecordRequested,
  documentSaveRequested,
  documentTransitionRequested,
  draftTaxes,
  labTestOpened,
  selectDocumentAudit,
  selectDocumentForm,
  selectDocumentRights,
  selectFeatureOn,
  selectSysConfig,
  downloadKeys,
} from '@erp/api';
import { DocumentForm, HistoryDialog, PageHeader, useConfirm, type DocumentFormAction } from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { userToday } from '../../app/today.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { formPath } from '../../entity/paths.ts';
import { useLookupOptions } from '../../entity/lookups.ts';
import { useLotChoices } from '../../entity/lots.ts';
import { useFormTitle } from '../../routing/handle.ts';
import { useUnsavedChanges } from '../../routing/leaveGuard.tsx';
import { approvalEntries, historyEntries } from './history.ts';
import { LabReportPanel } from './LabReportPanel.tsx';
import { LabTestDialog } from './LabTestDialog.tsx';
import { MakeBatchDialog } from './MakeBatchDialog.tsx';
import { LineTools } from './LineTools.tsx';
import { OpenDocumentCell } from './OpenDocumentChooser.tsx';
import { PlanNeedsPanel } from './PlanNeedsPanel.tsx';
import { PortalPanel } from './PortalPanel.tsx';
import { MessagePanel } from './MessagePanel.tsx';
import { PrintPanel } from './PrintPanel.tsx';
import { RevisionsSection } from './RevisionsSection.tsx';
import { handedDraft, pickedOf } from './formDraft.ts';

/**
 * Issue 16's generic document form (decision 0812): the draft held in the store's `documents` slice, its
 * taxes live from the domain at the places the server reads, lookups searched on the server, the actions
 * the state machine allows, and the history from the audit trail. A new document is saved to its own
 * address; a deleted one returns to the list.
 */
export function DocumentFormPage({ document: declared }: { document: DocumentDef }) {
  const sysConfig = useAppSelector(selectSysConfig);
  // A flow's field shows only while its switch is on (decision 1045).
  const document = useMemo(() => withFeatures(declared, sysConfig), [declared, sysConfig]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const params = useParams();
  const handed = handedDraft(useLocation().state);
  // An id in the address is digits only (decision 2272): `/2e0` is no document.
  const id = params.id === undefined ? undefined : (readId(params.id) ?? Number.NaN);
  const badId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const key = document.key;
  const form = useAppSelector((state) => selectDocumentForm(state, key));
  const audit = useAppSelector((state) => selectDocumentAudit(state, key));
  const rights = useAppSelector((state) => selectDocumentRights(state, key));
  const approval = useAppSelector((state) => state.approvals.document);
  const labelSupport = useAppSelector((state) => selectFeatureOn(state, 'LABEL_SUPPORT'));
  const labTestInward = useAppSelector((state) => selectFeatureOn(state, 'LAB_TEST_INWARD'));
  const searches = useAppSelector((state) => state.lookupSearch.modules);
  const module = useMemo(() => documentModule(document), [document]);
  const lookups = useLookupOptions(module, form.draft);
  const lots = useLotChoices();
  const { confirm, dialog } = useConfirm();
  const [shown, show] = useState<'history' | 'approvals' | 'raiseRequest' | 'makeBatch' | null>(null);
  const title = t(document.label);
  const back = document.listRoute;

  useEffect(() => {
    if (badId) return;
    dispatch(
      id === undefined
        ? documentFormCleared({
            document: key,
            draft: { ...newDocumentDraft(document, userToday(), sysConfig), ...handed },
          })
        : documentRecordRequested({ document: key, id }),
    );
  }, [dispatch, document, key, id, badId, handed, sysConfig]);

  const unsaved = useUnsavedChanges(form.edited);
  const { record, draft } = form;
  // A new document once saved has an address of its own; a deleted one is gone from its list.
  const lastStatus = useRef(form.actionStatus);
  // The file picker a count sheet's counts are uploaded with (decision 1010).
  const countsFile = useRef<HTMLInputElement>(null);
  // The files a stored document's buttons download, each busy on its own button (issue 40).
  const files = {
    labels: useDownloadBusy(downloadKeys.labels(key, record?.id ?? 0, 'pdf')),
    labelsZpl: useDownloadBusy(downloadKeys.labels(key, record?.id ?? 0, 'zpl')),
    countSheet: useDownloadBusy(downloadKeys.countSheet(key, record?.id ?? 0)),
  };
  useEffect(() => {
    const finished = lastStatus.current === 'working' && form.actionStatus === 'done';
    lastStatus.current = form.actionStatus;
    if (!finished) return;
    if (form.action === 'delete') {
      unsaved.release();
      navigate(back);
    } else if (id === undefined && record) {
      navigate(formPath(document.route, record.id), { replace: true });
    }
  }, [form.actionStatus, form.action, id, record, navigate, back, document.route, unsaved]);

  const taxes = useMemo(() => draftTaxes(form), [form]);

  // A numbered document's approval: whether this user may decide it now, and its log (decision 0822).
  const approvalRef = record?.number ? { moduleId: document.moduleId, entityId: record.id } : null;
  const { moduleId } = document;
  const entityId = approvalRef?.entityId;
  const version = record?.version;
  useEffect(() => {
    if (entityId !== undefined) dispatch(documentApprovalRequested({ moduleId, entityId }));
  }, [dispatch, moduleId, entityId, version]);
  const approvalShown =
    approvalRef !== null &&
    approval.ref?.moduleId === approvalRef.moduleId &&
    approval.ref.entityId === approvalRef.entityId;

  // A stored document that is no longer a draft is read only: its page says View (decision 2050).
  const storedStatus = record?.id === id ? record?.status : undefined;
  const heading = useFormTitle(
    id !== undefined,
    (storedStatus ?? DOCUMENT_STATUS.DRAFT) === DOCUMENT_STATUS.DRAFT,
    title,
  );

  if (badId || form.recordStatus === 'missing') return <RecordNotFound title={title} back={back} />;
  const loaded = id === undefined || (form.recordStatus === 'loaded' && record?.id === id);
  const status = record?.status ?? DOCUMENT_STATUS.DRAFT;
  const mayDecide = approvalShown && approval.state?.mayDecide === true;
  // What a document brought into stock, or packed into parcels (decision 1141), is labelled where labels are in use.
  const labelled =
    labelSupport && (document.posting?.direction === 'in' || document.posting?.packs !== undefined);
  const tested = labTestInward && document.posting?.holdsForLab === true;
  // A count sheet downloads as Excel and takes its counts back from it (decision 1010).
  const counts = document.count !== undefined;
  // A plan shows its needs against stock and raises its shortfall as a request (decision 1163).
  const raises = document.materialNeeds === true;
  // A plan's open lines are made as batches (decision 1352).
  const makes = document.makes !== undefined;
  // A batch running over days is completed from its form while Open (decisions 1221, 1300).
  const overDays = document.posting?.produces?.overDays;
  const runsOverDays = overDays !== undefined && record?.[overDays.field] === true;
  // A note's lines come From Invoice (decision 1410).
  const fillsFromInvoice = document.amends !== undefined;
  // A bill's lines come From Purchase Order, as when its order is chosen (decision 1494).
  const fillsFromOrder = document.match !== undefined;
  const allowed = formActions(
    {
      id: record?.id,
      status,
      number: record?.number ?? null,
      mayDecide,
      labels: labelled,
      labTest: tested,
      counts,
      raises,
      makes,
      runsOverDays,
      fillsFromInvoice,
      fillsFromOrder,
      mails: document.partyRole !== undefined,
    },
    {
      ...transitionRules(document),
      issues: issuesReserved(document),
      // A sent two-step transfer is accepted by the receiving side, a sent quotation by its customer (1621).
      accepts: document.twoStepConfig !== undefined || document.accepts !== undefined,
    },
  ).filter((action) => rightsAllow(rights, action, record === null));
  const values = draft ?? {};
  const target = record ? { id: record.id, version: record.version, status, number: record.number } : null;

  const act = async (action: DocumentFormAction, reason?: string) => {
    const subject = { document: key };
    if (action === 'save') dispatch(documentSaveRequested({ ...subject, draft: values }));
    else if (action === 'fromInvoice') dispatch(documentInvoiceFillRequested(subject));
    else if (action === 'fromOrder') dispatch(documentOrderFillRequested(subject));
    else if (action === 'submit')
      dispatch(documentTransitionRequested({ ...subject, transition: 'submit', subject: { draft: values } }));
    else if (
      (action === 'close' ||
        action === 'cancel' ||
        action === 'amend' ||
        action === 'issue' ||
        action === 'accept') &&
      target
    )
      dispatch(documentTransitionRequested({ ...subject, transition: action, subject: { target }, reason }));
    else if (action === 'complete' && target) {
      const sure = await confirm({
        title: t('Complete {{title}}', { title }),
        message: t(
          'It takes no more production entries. What its inputs weighed beyond what was made and wasted is recorded as process loss.',
        ),
        okText: t('Complete'),
      });
      if (sure)
        dispatch(documentTransitionRequested({ ...subject, transition: 'complete', subject: { target } }));
    } else if (action === 'delete' && record) {
      const sure = await confirm({
        title: t('Delete {{title}}', { title }),
        message: t('This draft will be deleted. It was never submitted, so it has no number to keep.'),
        okText: t('Delete'),
        okVariant: 'danger',
      });
      if (sure) dispatch(documentDeleteRequested({ ...subject, id: record.id }));
    } else if (action === 'print' && record)
      dispatch(printDialogOpened({ ...subject, id: record.id, number: record.number }));
    else if ((action === 'email' || action === 'sms') && record?.number) {
      const opened = action === 'sms' ? smsDialogOpened : emailDialogOpened;
      dispatch(opened({ ...subject, id: record.id, number: record.number }));
    } else if (action === 'countSheet' && record)
      dispatch(countSheetRequested({ ...subject, id: record.id, number: record.number }));
    else if (action === 'uploadCounts') countsFile.current?.click();
    else if (action === 'raiseRequest' || action === 'makeBatch') show(action);
    else if (action === 'labels' && record)
      dispatch(documentLabelsRequested({ ...subject, id: record.id, number: record.number }));
    else if (action === 'labelsZpl' && record)
      dispatch(documentZplLabelsRequested({ ...subject, id: record.id, number: record.number }));
    else if (action === 'labTest' && record)
      dispatch(labTestOpened({ inwardId: record.id, number: record.number }));
    else if (action === 'history' && record) {
      dispatch(documentAuditRequested({ ...subject, id: record.id }));
      show('history');
    } else if ((action === 'approve' || action === 'reject') && approvalRef)
      dispatch(approvalDecisionRequested({ ...approvalRef, decision: action, remarks: reason }));
    else if (action === 'approvals') show('approvals');
  };

  return (
    <>
      <PageHeader title={heading} returnTo={{ url: back }} onNavigate={navigate} />
      {loaded && draft && status === DOCUMENT_STATUS.DRAFT ? <LineTools document={document} /> : null}
      {loaded && draft ? (
        <DocumentForm
          document={document}
          values={values}
          taxes={taxes}
          errors={form.fieldErrors}
          defaultPlaceOfSupply={form.places?.placeOfSupply}
          readOnly={status !== DOCUMENT_STATUS.DRAFT}
          config={sysConfig}
          lookups={lookups.options}
          lookupSearch={lookups.search}
          lookupPaging={lookups.paging}
          lots={lots}
          renderOpenDocument={(cell) => <OpenDocumentCell document={key} cell={cell} />}
          // A lookup's chosen record goes along, so that what it carries shows (decisions 1230, 1310).
          onFieldChange={(field, value) => {
            const record = pickedOf(document.fields, searches, field, value);
            dispatch(documentDraftChanged({ document: key, field, value, ...(record ? { record } : {}) }));
          }}
          onLineChange={(index, field, value) => {
            const item = pickedOf(document.lines.fields, searches, field, value);
            dispatch(documentLineChanged({ document: key, index, field, value, ...(item ? { item } : {}) }));
          }}
          // The grid's offered line becomes a line with its first value (documentLineChanged at that index).
          onAddRow={() => undefined}
          onRemoveRow={(index) => dispatch(documentLineRemoved({ document: key, index }))}
          actions={{
            number: record?.number ?? null,
            status,
            allowed,
            busy: form.actionStatus === 'working' && form.action ? form.action : undefined,
            files,
            onAction: (action, reason) => void act(action, reason),
            ...(document.amendLabel ? { amendLabel: document.amendLabel } : {}),
          }}
        />
      ) : null}
      <HistoryDialog
        open={shown === 'history'}
        title={t('History of {{name}}', { name: record?.number ?? t('Draft') })}
        entries={historyEntries(audit.rows, t)}
        status={audit.status}
        total={audit.totalCount}
        onClose={() => show(null)}
      />
      <HistoryDialog
        open={shown === 'approvals'}
        title={t('Approval log of {{name}}', { name: record?.number ?? '' })}
        entries={approvalShown ? approvalEntries(approval.log, t) : []}
        status={!approvalShown ? 'loading' : approval.status === 'ready' ? 'loaded' : approval.status}
        total={approvalShown ? approval.log.length : 0}
        onClose={() => show(null)}
      />
      {raises && record ? (
        <PlanNeedsPanel
          planId={record.id}
          version={record.version}
          number={record.number}
          date={typeof record.date === 'string' ? record.date : ''}
          asking={shown === 'raiseRequest'}
          onAskingDone={() => show(null)}
        />
      ) : null}
      {makes && record ? (
        <MakeBatchDialog
          document={key}
          planId={record.id}
          number={record.number}
          lines={record.lines}
          asking={shown === 'makeBatch'}
          onAskingDone={() => show(null)}
        />
      ) : null}
      {document.labReport === true && record ? (
        <LabReportPanel labTestId={record.id} version={record.version} />
      ) : null}
      {/* The e-invoice and e-way bill of a completed document declaring them (decisions 1420–1422). */}
      {document.portals && record && wentOut(status) ? (
        <PortalPanel document={document} record={record} />
      ) : null}
      {tested && <LabTestDialog />}
      <RevisionsSection document={document} record={record} />
      <MessagePanel />
      <PrintPanel />
      {counts && record ? (
        <input
          ref={countsFile}
          type="file"
          hidden
          accept=".xlsx,.csv"
          aria-label={t('Upload Counts')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) dispatch(countsUploadRequested({ document: key, id: record.id, file }));
            event.target.value = '';
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}

/** A document's form page, as its feature area exports it. */
export function documentFormPage(document: DocumentDef): ComponentType {
  return function Form() {
    return <DocumentFormPage document={document} />;
  };
}
