import { useEffect } from 'react';
import styled from 'styled-components';
import type { EntityRecord } from '@erp/domain';
import { downloadKeys, printPreviewClosed, printPreviewRequested, selectPrintPreview } from '@erp/api';
import { Button } from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Refusal = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.status.danger.text};
  background: ${({ theme }) => theme.color.status.danger.subtle};
  border: 1px solid ${({ theme }) => theme.color.status.danger.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Frame = styled.iframe`
  width: 100%;
  height: 80vh;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * Issue 16's preview on the print-templates screen (decision 0870): Preview prints the template as the
 * form holds it (unsaved edits included) and shows the PDF in the page; leaving the page forgets it (the
 * store revokes its object URL).
 */
export function PrintTemplatePreview({ values }: { values: EntityRecord }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectPrintPreview);
  useEffect(
    () => () => {
      dispatch(printPreviewClosed());
    },
    [dispatch],
  );
  const title = t('Print preview');
  const rendering = useDownloadBusy(downloadKeys.printPreview());
  return (
    <Section aria-label={title}>
      <Heading>
        <h2>{title}</h2>
        <Button
          icon="eye"
          busy={rendering}
          onClick={() => dispatch(printPreviewRequested({ template: values }))}
        >
          {t('Preview')}
        </Button>
      </Heading>
      <p>
        {t(
          'Preview prints this template as it is now, unsaved changes included, over your latest submitted document of its type, or over a sample when there is none.',
        )}
      </p>
      {preview.status === 'failed' ? <Refusal role="alert">{preview.error}</Refusal> : null}
      {preview.url ? <Frame title={title} src={preview.url} /> : null}
    </Section>
  );
}
