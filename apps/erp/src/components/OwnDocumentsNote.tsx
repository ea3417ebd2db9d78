import styled from 'styled-components';
import { useTranslate } from '../app/ServicesContext.tsx';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Said under figures over documents (a report, the party ledger and ageing, GSTR-1) that count only the
 * user's own documents: the user's role lacks "All records" (decision 1863). `more` adds what follows from it.
 */
export function OwnDocumentsNote({ shown, more }: { shown: boolean; more?: string }) {
  const t = useTranslate();
  if (!shown) return null;
  return (
    <Note role="note">
      {t('Only your own documents are counted')}
      {more ? ` · ${more}` : ''}
    </Note>
  );
}
