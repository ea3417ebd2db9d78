import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface BreadcrumbLink {
  label: string;
  /** Where the link goes (a hash route such as `#/module/dashboard`). */
  href: string;
}

export interface BreadcrumbProps {
  /** The page title (spec §2: from the deepest route's data). */
  title: string;
  links: readonly BreadcrumbLink[];
  /** For a router: called instead of following the link. */
  onNavigate?: (href: string) => void;
  /** The heading level of the title. */
  level?: 1 | 2 | 3;
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  & a {
    color: ${({ theme }) => theme.color.accentText};
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  & a:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  & [aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The page title with its trail of links (spec §2): every link but the last is clickable. */
export function Breadcrumb({ title, links, onNavigate, level = 1 }: BreadcrumbProps) {
  const t = useUiText();
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Wrapper>
      <Title as={`h${level}`}>{title}</Title>
      {links.length > 0 ? (
        <nav aria-label={t('Breadcrumb')}>
          <List>
            {links.map((link, index) => {
              const last = index === links.length - 1;
              return (
                <Item key={`${link.href}-${index}`}>
                  {index > 0 ? <Icon name="chevron-right" size={14} /> : null}
                  {last ? (
                    <span aria-current="page">{link.label}</span>
                  ) : (
                    <a href={link.href} onClick={follow(link.href)}>
                      {link.label}
                    </a>
                  )}
                </Item>
              );
            })}
          </List>
        </nav>
      ) : null}
    </Wrapper>
  );
}
