import styled from 'styled-components';
import { useUiText } from '../text/UiText.tsx';

export interface FooterProps {
  /** The footer title (the brand's footer name, or FOOTER_TITLE from system config). */
  title: string;
  /** The footer link (the brand's footer URL, or FOOTER_URL); without one the title is plain text. */
  url?: string;
  /** Spec §2's rule (`resolveBranding(...).footerVisible` of `@erp/domain`); hidden renders nothing. */
  visible?: boolean;
}

const Bar = styled.footer`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & a {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & a:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** 'Powered by' with the configured title and link (spec §2); hidden when the rule says so. */
export function Footer({ title, url, visible = true }: FooterProps) {
  const t = useUiText();
  if (!visible) return null;
  return (
    <Bar>
      {t('Powered by')}{' '}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          {title}
        </a>
      ) : (
        <strong>{title}</strong>
      )}
    </Bar>
  );
}
