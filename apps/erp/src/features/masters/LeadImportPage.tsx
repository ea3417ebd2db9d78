import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LEAD_IMPORT_FIELDS, isLeadField, leadImportReport, type FieldDef } from '@erp/domain';
import {
  catalogueModule,
  leadColumnsRequested,
  leadImportRequested,
  leadImportReset,
  leadMappingChanged,
  saveFileInBrowser,
  selectLeadImport,
} from '@erp/api';
import { Button, FileField, LeadImportResult, LeadMapping, LookupField, PageHeader } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useLookupOptions } from '../../entity/lookups.ts';
import { PageStack } from '../../components/PageStack.tsx';

/** The platform picker: the organisation's digital platforms, searched and paged on the server. */
const PLATFORM: FieldDef = {
  key: 'platformId',
  label: 'Digital Platform',
  type: 'lookup',
  lookup: { module: 'digitalPlatform', displayKey: 'name' },
};
const PICKERS = { fields: [PLATFORM] };

const Choose = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.status.danger.text};
`;

/**
 * Issue 21's import of a lead file (decision 1605), the page a master's declared import opens (decision
 * 1608): the platform and the CSV or Excel file, the server's reading of its columns, the mapping step, the
 * import, and its result with the report to download; Done goes back to the module's list.
 */
export function LeadImportPage({ module: key }: { module: string }) {
  const module = catalogueModule(key);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const state = useAppSelector(selectLeadImport);
  const pickers = useLookupOptions(PICKERS);
  const [platformId, setPlatformId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [file] = files;
  const platformName = pickers.options.digitalPlatform?.find((option) => option.value === platformId)?.label;

  useEffect(() => {
    dispatch(leadImportReset());
  }, [dispatch]);

  const read = () => {
    setSubmitted(true);
    if (file && platformId !== null) dispatch(leadColumnsRequested({ file }));
  };
  const importFile = () => {
    if (file && platformId !== null)
      dispatch(leadImportRequested({ platformId: Number(platformId), file, mapping: state.mapping }));
  };
  const done = () => {
    dispatch(leadImportReset());
    void navigate(module.route);
  };
  const title = t(module.imports?.label ?? 'Import');

  return (
    <PageStack>
      <PageHeader title={title} returnTo={{ url: module.route }} onNavigate={navigate} />
      {state.step === 'choose' || state.step === 'reading' ? (
        <Choose aria-label={t('Choose the file')}>
          <LookupField
            label={t('Digital Platform')}
            required
            submitted={submitted}
            error={platformId === null ? t('Choose the platform the leads came from') : undefined}
            value={platformId}
            valueLabel={platformName}
            onChange={setPlatformId}
            options={pickers.options.digitalPlatform ?? []}
            onQueryChange={pickers.search.digitalPlatform}
            hasMore={pickers.paging.digitalPlatform?.hasMore}
            onMore={pickers.paging.digitalPlatform?.onMore}
            loading={pickers.paging.digitalPlatform?.loading}
          />
          <FileField
            label={t('Lead file (CSV or Excel)')}
            accept=".csv,.xlsx"
            required
            value={files}
            onChange={setFiles}
            submitted={submitted}
            error={file ? undefined : t('Choose a file to import')}
            disabled={state.step === 'reading'}
          />
          {state.message ? <Refusal role="alert">{state.message}</Refusal> : null}
          <div>
            <Button variant="primary" onClick={read} disabled={state.step === 'reading'}>
              {state.step === 'reading' ? t('Reading…') : t('Read the File')}
            </Button>
          </div>
        </Choose>
      ) : null}
      {(state.step === 'mapping' || state.step === 'importing') && state.columns ? (
        <>
          {state.message ? <Refusal role="alert">{state.message}</Refusal> : null}
          <LeadMapping
            fileName={state.fileName ?? ''}
            rows={state.columns.rows}
            headers={state.columns.headers}
            mapping={state.mapping}
            fields={LEAD_IMPORT_FIELDS}
            onChange={(mapping) =>
              dispatch(
                leadMappingChanged({ mapping: mapping.map((field) => (isLeadField(field) ? field : null)) }),
              )
            }
            onImport={importFile}
            onCancel={() => dispatch(leadImportReset())}
            busy={state.step === 'importing'}
          />
        </>
      ) : null}
      {state.step === 'done' && state.result ? (
        <LeadImportResult
          rows={state.result.rows}
          created={state.result.created}
          duplicates={state.result.duplicates}
          errors={state.result.errors}
          onDownload={() => {
            const report = state.result;
            if (report)
              saveFileInBrowser(
                new Blob([leadImportReport(report)], { type: 'text/csv' }),
                `Lead import ${report.platform.name}.csv`,
              );
          }}
          onDone={done}
        />
      ) : null}
    </PageStack>
  );
}
