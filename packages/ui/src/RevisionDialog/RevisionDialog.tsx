import * as Dialog from '@radix-ui/react-dialog';
import { storedTaxes, type DocumentDef, type DocumentStatus } from '@erp/domain';
import styled from 'styled-components';
import { Content, CornerClose, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DocumentForm } from '../DocumentForm/DocumentForm.tsx';
import type { EntityValues } from '../EntityForm/values.ts';
import { useUiText } from '../text/UiText.tsx';

/** An earlier revision as it was: its number (`…/R1`), its status then, and the document read back. */
export interface RevisionView {
  number: string;
  status: DocumentStatus;
  /** The document as it was answered then: header values, `lines`, lookups carried (`party: { … }`). */
  values: EntityValues;
}

export interface RevisionDialogProps {
  /** The document type: the form the revision shows in. */
  document: DocumentDef;
  /** The revision opened; null closes the dialog. */
  revision: RevisionView | null;
  onClose: () => void;
}

const Wide = styled(Content)`
  width: min(1240px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const nothing = () => undefined;

/**
 * An earlier revision read-only (issue 21, decision 1624): the document's own form, its number with the
 * revision's suffix and its status then, the header, lines, taxes and totals as they were, nothing to type
 * and no action but closing.
 */
export function RevisionDialog({ document, revision, onClose }: RevisionDialogProps) {
  const t = useUiText();
  const values = revision?.values ?? {};
  const lines = Array.isArray(values.lines) ? (values.lines as EntityValues[]) : [];
  return (
    <Dialog.Root open={revision !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Wide aria-describedby={undefined}>
          <Title>{t('Revision {{number}}', { number: revision?.number ?? '' })}</Title>
          <Note>{t('An earlier revision, kept as it was: it cannot be changed.')}</Note>
          {revision ? (
            <DocumentForm
              document={document}
              values={values}
              taxes={storedTaxes(values, lines)}
              readOnly
              onFieldChange={nothing}
              onLineChange={nothing}
              onAddRow={nothing}
              onRemoveRow={nothing}
              actions={{ number: revision.number, status: revision.status, allowed: [], onAction: nothing }}
            />
          ) : null}
          <CornerClose />
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
