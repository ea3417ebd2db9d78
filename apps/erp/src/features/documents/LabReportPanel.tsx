import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatUnitQuantity } from '@erp/domain';
import {
  downloadKeys,
  labReportRequested,
  labReportUploadRequested,
  selectLabReport,
  storedFileRequested,
  type StoredFileInfo,
} from '@erp/api';
import { Button, FileField, LabReadings } from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  max-width: 560px;
`;

const Files = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
`;

/** The laboratory's report as decision 0204 takes uploads: PDF, images, Excel, CSV. */
const REPORT_TYPES = '.pdf,image/*,.xlsx,.xls,.csv';

export interface LabReportPanelProps {
  labTestId: number;
  /** The test's version: a submit (the verdict) or an amendment reads the result again. */
  version: number;
}

/** A report file's button: saves it under its name, busy until it is (decision 1910). */
function ReportFile({ file }: { file: StoredFileInfo }) {
  const dispatch = useAppDispatch();
  const busy = useDownloadBusy(downloadKeys.storedFile(file.id));
  return (
    <Button
      variant="ghost"
      size="sm"
      busy={busy}
      onClick={() => dispatch(storedFileRequested({ id: file.id, name: file.originalName }))}
    >
      {file.originalName}
    </Button>
  );
}

/**
 * A lab test's result under its form (decision 1164): the verdict (none for a draft), what of its lot is held
 * now, the report files (each downloaded through the API, which needs the user's token), and a report upload
 * (`POST chemical/labTest/report/{id}`, any status: a report often comes after the verdict).
 */
export function LabReportPanel({ labTestId, version }: LabReportPanelProps) {
  const dispatch = useAppDispatch();
  const t = useTranslate();
  const lab = useAppSelector(selectLabReport);
  const [chosen, choose] = useState<File[]>([]);

  useEffect(() => {
    dispatch(labReportRequested({ labTestId }));
  }, [dispatch, labTestId, version]);

  const shown = lab.labTestId === labTestId ? lab.result : null;
  const verdict = shown?.result ?? null;
  const title = t('Lab Result');
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {lab.error ? <p role="alert">{lab.error}</p> : null}
      <p>
        {verdict === null
          ? t('Not judged yet: the verdict comes with the submit.')
          : t('{{verdict}} on {{date}}', {
              verdict: verdict.passed ? t('Pass') : t('Fail'),
              date: formatDate(verdict.testedAt),
            })}
      </p>
      {verdict ? <LabReadings readings={verdict.readings} /> : null}
      {shown ? (
        <p>{t('Held now: {{quantity}}', { quantity: formatUnitQuantity(shown.heldQuantity, shown.uom) })}</p>
      ) : null}
      {shown && shown.reports.length > 0 ? (
        <Files aria-label={t('Reports')}>
          {shown.reports.map((file) => (
            <li key={file.id}>
              <ReportFile file={file} />
            </li>
          ))}
        </Files>
      ) : null}
      <FileField label={t('Report')} value={chosen} onChange={choose} accept={REPORT_TYPES} />
      <div>
        {/* Busy, not disabled, while uploading: focus stays on it (decision 1910). */}
        <Button
          variant="secondary"
          busy={lab.uploading}
          disabled={chosen.length === 0 && !lab.uploading}
          onClick={() => {
            const [file] = chosen;
            if (file) dispatch(labReportUploadRequested({ labTestId, file }));
            choose([]);
          }}
        >
          {t('Upload Report')}
        </Button>
      </div>
    </Section>
  );
}
