import { useMemo, useState } from 'react';
import { TALLY_CHOICES, TALLY_IMPORTS, isCancellable, type FieldDef, type ModuleDef } from '@erp/domain';
import {
  downloadKeys,
  masterImportCancelRequested,
  masterImportCleared,
  masterImportSent,
  masterImportTemplateRequested,
  selectMasterImport,
} from '@erp/api';
import { Button, MasterImportDialog } from '@erp/ui';
import { useDownloadBusy } from '../app/busy.ts';
import { useTranslate } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { useLookupOptions } from './lookups.ts';

/**
 * A master's Import (decision 2100): the button on its list and the dialog it opens, over the one shape of
 * calls every master has; the list is read again once records were made or updated. The masters that take
 * a Tally export of masters besides a sheet are the domain's `TALLY_IMPORTS` (decision 2125), and the
 * lookup such an import asks for its `TALLY_CHOICES` (the stock items' category, decision 2151), picked
 * from the server's pages. A document a sheet makes (an opening balance) is only made: `updates` false. A
 * check or import under way is cancelled from the dialog (decision 2262).
 */
export function MasterImport({
  module,
  updates = true,
}: {
  module: Pick<ModuleDef, 'key' | 'label' | 'apiPath'> & { fields: readonly FieldDef[] };
  updates?: boolean;
}) {
  const dispatch = useAppDispatch();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const tally = TALLY_IMPORTS[module.key];
  const chosen = tally ? module.fields.find((field) => field.key === TALLY_CHOICES[tally]) : undefined;
  const picked = useMemo(() => ({ fields: chosen ? [chosen] : [] }), [chosen]);
  const pickers = useLookupOptions(picked);
  const target = chosen?.lookup?.module;
  const sent = useAppSelector((state) => selectMasterImport(state, module.key));
  const templateBusy = useDownloadBusy(downloadKeys.importTemplate(module.key));
  const job = sent?.job ?? null;
  const send = (check: boolean) => {
    if (file)
      dispatch(
        masterImportSent({ module: module.key, apiPath: module.apiPath, file, check, update, categoryId }),
      );
  };
  return (
    <>
      <div>
        <Button icon="inward" onClick={() => setOpen(true)}>
          {t('Import')}
        </Button>
      </div>
      {/* Mounted only while open: a closed dialog's words are not on the screen. */}
      {open ? (
        <MasterImportDialog
          open
          label={t(module.label)}
          file={file}
          takesTally={tally !== undefined}
          category={
            target
              ? {
                  value: categoryId,
                  onChange: setCategoryId,
                  options: pickers.options[target] ?? [],
                  onQueryChange: pickers.search[target],
                  hasMore: pickers.paging[target]?.hasMore,
                  loading: pickers.paging[target]?.loading,
                  onMore: pickers.paging[target]?.onMore,
                }
              : undefined
          }
          updates={updates}
          onFileChange={(chosen) => {
            setFile(chosen);
            dispatch(masterImportCleared({ module: module.key }));
          }}
          update={update}
          onUpdateChange={setUpdate}
          phase={sent?.phase ?? 'idle'}
          checkOnly={sent?.check ?? true}
          progress={job && job.state === 'running' ? { done: job.done, total: job.total } : null}
          report={job?.report ?? null}
          message={sent?.message ?? null}
          onCancel={
            job && isCancellable(job)
              ? () => dispatch(masterImportCancelRequested({ module: module.key, id: job.id }))
              : undefined
          }
          cancelAsked={job?.cancelAsked ?? false}
          templateBusy={templateBusy}
          onTemplate={() =>
            dispatch(
              masterImportTemplateRequested({
                module: module.key,
                apiPath: module.apiPath,
                label: module.label,
              }),
            )
          }
          onCheck={() => send(true)}
          onImport={() => send(false)}
          onClose={() => {
            setOpen(false);
            setFile(null);
            setCategoryId(null);
            dispatch(masterImportCleared({ module: module.key }));
          }}
        />
      ) : null}
    </>
  );
}
