import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useBranding } from '../app/branding.tsx';

const Page = styled.main`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(6)};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.background};
`;

const Logo = styled.img`
  height: 48px;
`;

/**
 * Spec §2 blank layout: the brand's logo over its one screen (the login). Without the router, so that the
 * login can show before the router's chunk (decision 0751).
 */
export function BlankPage({ children }: { children: ReactNode }) {
  const { sideLogo, title } = useBranding();
  return (
    <Page>
      <Logo src={sideLogo} alt={title} />
      {children}
    </Page>
  );
}
