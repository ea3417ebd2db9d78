import { useEffect, useState } from 'react';
import type { ReportDef } from '@erp/domain';
import {
  downloadKeys,
  jobCancelRequested,
  jobFileRequested,
  jobsRequested,
  reportPrepareRequested,
  selectJobsOf,
  type ReportParams,
} from '@erp/api';
import { PreparedFiles } from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

/**
 * Decision 2040 on a report's screen: when its read was stopped (`offer`, the refusal in words), the offer
 * to prepare it as a file in the background with the screen's filters, and the newest files prepared of it,
 * each cancelled while it waits or is prepared (decision 2262).
 */
export function PreparedReportFiles({
  report,
  filter,
  offer,
}: {
  report: Pick<ReportDef, 'id' | 'exports'>;
  filter: ReportParams['filter'];
  offer: string | null;
}) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(jobsRequested({ subject: report.id }));
  }, [dispatch, report.id]);
  const { jobs } = useAppSelector((root) => selectJobsOf(root, report.id));
  // The file clicked last shows its download on its button.
  const [clicked, setClicked] = useState<number | null>(null);
  const busy = useDownloadBusy(downloadKeys.jobFile(clicked ?? 0));
  return (
    <PreparedFiles
      offer={offer}
      formats={report.exports.map((file) => file.format)}
      onPrepare={(format) => dispatch(reportPrepareRequested({ reportId: report.id, filter, format }))}
      files={jobs}
      onDownload={(file) => {
        setClicked(file.id);
        dispatch(jobFileRequested({ id: file.id, fileName: file.fileName ?? '' }));
      }}
      onCancel={(file) => dispatch(jobCancelRequested({ id: file.id }))}
      downloading={clicked !== null && busy ? { [clicked]: busy } : {}}
    />
  );
}
