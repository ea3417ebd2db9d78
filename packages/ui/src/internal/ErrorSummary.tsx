import styled from 'styled-components';
import type { EntityErrors } from '../EntityForm/values.ts';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

const Summary = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.status.danger.text};
  background: ${({ theme }) => theme.color.status.danger.subtle};
  border: 1px solid ${({ theme }) => theme.color.status.danger.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * A refused form's summary (an entity's or a document's), announced: the record's own problem in the
 * user's words, else how many highlighted fields to correct. Nothing without errors.
 */
export function ErrorSummary({ errors }: { errors: EntityErrors }) {
  const t = useUiText();
  const message = useUiMessage();
  const count = Object.keys(errors).length;
  if (count === 0) return null;
  const recordError = errors[''];
  return (
    <Summary role="alert">
      {(recordError && message(recordError)) ||
        (count === 1
          ? t('Correct the highlighted field and submit again.')
          : t('Correct the {{count}} highlighted fields and submit again.', { count }))}
    </Summary>
  );
}
