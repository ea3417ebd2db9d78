import type { Translate } from '../text/UiText.tsx';

/** A ledger movement in the reader's words; a kind not named here shows as the ledger has it. */
export function movementText(t: Translate, movement: string): string {
  switch (movement) {
    case 'OPENING':
      return t('Opening');
    case 'INWARD':
      return t('Inward');
    case 'ISSUE':
      return t('Issue');
    case 'RETURN':
      return t('Return');
    case 'RELEASE':
      return t('Released');
    case 'HOLD':
      return t('Held');
    case 'TRANSFER':
      return t('Transfer');
    default:
      return movement;
  }
}
