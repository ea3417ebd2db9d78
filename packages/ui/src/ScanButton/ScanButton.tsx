import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { PHONE_WIDTH } from '../internal/phone.ts';
import { useUiText } from '../text/UiText.tsx';

/** A touch target of 44 px (WCAG 2.5.5): a thumb finds it on a phone. */
const Target = styled(Button)`
  min-width: 44px;
  min-height: 44px;
`;

/** The top bar's Scan stands only in a phone's top bar: a desk has its keyboard scanner. */
const TopBarTarget = styled(Target)`
  @container (min-width: ${PHONE_WIDTH}px) {
    display: none;
  }
`;

export interface ScanButtonProps {
  onScan: () => void;
  /**
   * Where it stands: the top bar's Scan (its icon alone, named Scan) or a field's, named by what the field
   * expects ("Scan a parcel") and labelled Scan.
   */
  place: 'topBar' | 'field';
  /** A field's button's name for a screen reader: what it scans. */
  label?: string;
  disabled?: boolean;
}

/**
 * Scan (issue 58): in the top bar (shown on a phone's width) it opens the scanner, which opens what a label names; beside
 * a field that expects a code it opens the scanner to fill the field.
 */
export function ScanButton({ onScan, place, label, disabled }: ScanButtonProps) {
  const t = useUiText();
  if (place === 'topBar')
    return (
      <TopBarTarget
        variant="ghost"
        icon="scan"
        iconOnly
        aria-label={t('Scan')}
        onClick={onScan}
        disabled={disabled}
      />
    );
  return (
    <Target variant="secondary" icon="scan" aria-label={label} onClick={onScan} disabled={disabled}>
      {t('Scan')}
    </Target>
  );
}
