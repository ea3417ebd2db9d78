import { useState } from 'react';
import { TALLY_IMPORTS, type ModuleDef } from '@erp/domain';
import {
  downloadKeys,
  masterImportCleared,
  masterImportSent,
  masterImportTemplateRequested,
  selectMasterImport,
} from '@erp/api';
import { Button, MasterImportDialog } from '@erp/ui';
import { useDownloadBusy } from '../app/busy.ts';
import { useTranslate } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';

/**
 * A master's Import (decision 2100): the button on its list and the dialog it opens, over the one shape of
 * calls every master has; the list is read again once records were made or updated. The masters that take
 * a Tally export of masters besides a sheet are the domain's `TALLY_IMPORTS` (decision 2125).
 */
export function MasterImport({ module }: { module: Pick<ModuleDef, 'key' | 'label' | 'apiPath'> }) {
  const dispatch = useAppDispatch();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const sent = useAppSelector((state) => selectMasterImport(state, module.key));
  const templateBusy = useDownloadBusy(downloadKeys.importTemplate(module.key));
  const job = sent?.job ?? null;
  const send = (check: boolean) => {
    if (file)
      dispatch(masterImportSent({ module: module.key, apiPath: module.apiPath, file, check, update }));
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
          takesTally={module.key in TALLY_IMPORTS}
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
            dispatch(masterImportCleared({ module: module.key }));
          }}
        />
      ) : null}
    </>
  );
}
