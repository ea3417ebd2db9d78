import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatQuantity } from '@erp/domain';
import { labReportRequested, labReportUploadRequested, selectLabReport } from '@erp/api';
import { Button, FileField } from '@erp/ui';
import { useApi, useTranslate } from '../../app/ServicesContext.tsx';
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

/**
 * A lab test's result under its form (decision 1164): the verdict (none for a draft), what of its lot is held
 * now, the report files (each opened through the API, which needs the user's token), and a report upload
 * (`POST chemical/labTest/report/{id}`, any status: a report often comes after the verdict).
 */
export function LabReportPanel({ labTestId, version }: LabReportPanelProps) {
  const dispatch = useAppDispatch();
  const api = useApi();
  const t = useTranslate();
  const lab = useAppSelector(selectLabReport);
  const [chosen, choose] = useState<File[]>([]);

  useEffect(() => {
    dispatch(labReportRequested({ labTestId }));
  }, [dispatch, labTestId, version]);

  const shown = lab.labTestId === labTestId ? lab.result : null;
  const verdict = shown?.result ?? null;
  const open = (id: number) =>
    api.entity.getFile(id).subscribe({
      next: (blob) => window.open(URL.createObjectURL(blob), '_blank', 'noopener'),
      error: () => undefined,
    });
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
      {shown ? <p>{t('Held now: {{quantity}}', { quantity: formatQuantity(shown.heldQuantity) })}</p> : null}
      {shown && shown.reports.length > 0 ? (
        <Files aria-label={t('Reports')}>
          {shown.reports.map((file) => (
            <li key={file.id}>
              <Button variant="ghost" size="sm" onClick={() => open(file.id)}>
                {file.originalName}
              </Button>
            </li>
          ))}
        </Files>
      ) : null}
      <FileField label={t('Report')} value={chosen} onChange={choose} accept={REPORT_TYPES} />
      <div>
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || lab.uploading}
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
