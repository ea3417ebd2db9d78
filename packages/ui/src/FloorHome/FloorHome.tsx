import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One action of the floor the user's role may take (Move, Pack, Load…). */
export interface FloorHomeAction {
  key: string;
  /** Its name, in the reader's words. */
  label: string;
  /** What it does, in a line under its name. */
  hint?: string;
  icon?: IconName;
}

export interface FloorHomeProps {
  /** Only the actions the role may take, in the order shown. */
  actions: readonly FloorHomeAction[];
  onScan: () => void;
  /** A field for a typed code (a damaged label's, a keyboard scanner's), under Scan and as wide as it. */
  codeField?: ReactNode;
  onAction: (key: string) => void;
  /** Entries kept on the phone, waiting to be sent. */
  waiting: number;
  /** Entries the server refused, to correct or discard. */
  needsAttention: number;
  onNeedsAttention: () => void;
  /** When the floor's lists were last synced, as the reader reads a time; null when never. */
  lastSync: string | null;
}

const Home = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

/** A large touch target (44 px at least, WCAG 2.5.5): a gloved hand on a moving floor. */
const Big = styled.button<{ $scan?: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ $scan }) => ($scan ? '96px' : '64px')};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font: inherit;
  font-size: ${({ theme, $scan }) => ($scan ? theme.font.size.xxl : theme.font.size.lg)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  color: ${({ theme, $scan }) => ($scan ? theme.color.onAccent : theme.color.text)};
  background: ${({ theme, $scan }) => ($scan ? theme.color.accent : theme.color.surface)};
  border: 1px solid ${({ theme, $scan }) => ($scan ? theme.color.accent : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  cursor: pointer;
  & > small {
    grid-column: 2;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme, $scan }) => ($scan ? theme.color.onAccent : theme.color.textMuted)};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const State = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Attention = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.status.danger.text};
  background: ${({ theme }) => theme.color.status.danger.subtle};
  border: 1px solid ${({ theme }) => theme.color.status.danger.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
`;

/**
 * The floor's home on a phone (issue 58): Scan first and largest, then the actions the role may take as
 * large buttons, and what waits on the phone: the entries to send, those refused, the lists' last sync.
 */
export function FloorHome(props: FloorHomeProps) {
  const t = useUiText();
  const { waiting, needsAttention, lastSync } = props;
  return (
    <Home aria-label={t('Floor')}>
      <Big type="button" $scan onClick={props.onScan}>
        <Icon name="scan" size={32} />
        {t('Scan')}
        <small>{t('A label of a lot, roll, parcel, machine or place')}</small>
      </Big>
      {props.codeField}
      {props.actions.length > 0 ? (
        <Actions>
          {props.actions.map((action) => (
            <Big key={action.key} type="button" onClick={() => props.onAction(action.key)}>
              <Icon name={action.icon ?? 'dot'} size={24} />
              {action.label}
              {action.hint ? <small>{action.hint}</small> : null}
            </Big>
          ))}
        </Actions>
      ) : null}
      <State role="status" aria-label={t('On this phone')}>
        <span>
          {waiting > 0 ? t('{{count}} waiting to send', { count: waiting }) : t('Nothing waiting to send')}
        </span>
        <span>{lastSync ? t('Lists synced {{when}}', { when: lastSync }) : t('Lists not synced yet')}</span>
        {needsAttention > 0 ? (
          <Attention type="button" onClick={props.onNeedsAttention}>
            {t('Needs attention ({{count}})', { count: needsAttention })}
          </Attention>
        ) : null}
      </State>
    </Home>
  );
}
