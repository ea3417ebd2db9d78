import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { findRoute, guardDecision, labelFor, relatedMasters, type ModuleSpec } from '@erp/domain';
import { selectAclData, selectLabels } from '@erp/api';
import { useTranslate, useTranslateText } from '../app/ServicesContext.tsx';
import { useAppSelector } from '../app/store.ts';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  & a {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * The masters kept from this one's screen (those it looks up, and its catalogue `related` ones) as
 * links, so that every master opens from the menu (decision 0600); those the role may not open are left out.
 */
export function RelatedMasters({ module }: { module: ModuleSpec }) {
  const navigate = useNavigate();
  const t = useTranslate();
  const translateLabel = useTranslateText();
  const acl = useAppSelector(selectAclData);
  const labels = useAppSelector(selectLabels);
  const links = useMemo(
    () =>
      relatedMasters(module).filter(
        (related) =>
          guardDecision(acl, findRoute(related.route)?.aclNames ?? [related.aclName]).outcome === 'allow',
      ),
    [module, acl],
  );
  if (links.length === 0) return null;
  return (
    <Nav aria-label={t('Related masters')}>
      <span>{t('Related masters')}:</span>
      {links.map((related) => (
        <a
          key={related.key}
          href={`#${related.route}`}
          onClick={(event) => {
            event.preventDefault();
            navigate(related.route);
          }}
        >
          {translateLabel(labelFor(labels, related.key, related.label))}
        </a>
      ))}
    </Nav>
  );
}
