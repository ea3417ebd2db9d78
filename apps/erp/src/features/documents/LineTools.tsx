import styled from 'styled-components';
import { openDocumentFieldOf } from '@erp/api';
import type { DocumentDef } from '@erp/domain';
import { DispatchChooser } from './DispatchChooser.tsx';
import { OpenDocumentChooser } from './OpenDocumentChooser.tsx';
import { ParcelChooser } from './ParcelChooser.tsx';
import { NewParcel, ParcelScan } from './ParcelScan.tsx';

/** One row of ordinary buttons, wrapping on a phone: none stretches across the page. */
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * What fills a draft's lines besides typing, above its form: a dispatch's parcels scanned, typed or chosen; an
 * invoice's From Dispatches; a receipt's open documents; a packaging's New Parcel (decisions 1140, 1142, 1240,
 * 1460, 1471). One row of ordinary buttons (issue 56: New Parcel was a bar across the page); none for a
 * document that has none.
 */
export function LineTools({ document }: { document: DocumentDef }) {
  const { key } = document;
  const tools = [
    ...(document.posting?.rollField
      ? [<ParcelScan key="scan" document={key} />, <ParcelChooser key="parcels" document={key} />]
      : []),
    ...(document.fillsFrom ? [<DispatchChooser key="dispatches" document={key} />] : []),
    ...(openDocumentFieldOf(key) ? [<OpenDocumentChooser key="open" document={key} />] : []),
    ...(document.posting?.packs ? [<NewParcel key="parcel" document={key} />] : []),
  ];
  return tools.length === 0 ? null : <Tools>{tools}</Tools>;
}
