import { amountInWords, formatAmount, wordsLanguageOf } from '@erp/domain';
import styled from 'styled-components';
import { useUiLanguage, useUiText } from '../text/UiText.tsx';

export interface AmountInWordsProps {
  amount: number;
  /** The caption of the amount (Grand Total, Net Amount …). */
  label?: string;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

const Amount = styled.dd`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Words = styled.dd<{ $error: boolean }>`
  font-style: ${({ $error }) => ($error ? 'normal' : 'italic')};
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.text)};
`;

/** An amount in rupee style with its words, Rupees and Paisa (spec §9), in the reader's language (issue 42). */
export function AmountInWords({ amount, label }: AmountInWordsProps) {
  const t = useUiText();
  const language = wordsLanguageOf(useUiLanguage());
  let words: string;
  let error = false;
  try {
    words = amountInWords(amount, language);
  } catch {
    // The domain refuses what it cannot write (negative, too large, not a number); say so, never guess.
    words = t('This amount cannot be written in words');
    error = true;
  }
  return (
    <List>
      <dt>{label ?? t('Amount')}</dt>
      <Amount>₹ {formatAmount(amount) || '—'}</Amount>
      <dt>{t('In words')}</dt>
      <Words $error={error}>{words}</Words>
    </List>
  );
}
