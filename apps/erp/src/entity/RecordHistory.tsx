import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { findRoute, formatDate, guardDecision, labelFor, listsFilteredBy, type ModuleDef } from '@erp/domain';
import {
  convertRequested,
  entityRecordRequested,
  historyRequested,
  selectAclData,
  selectFunnelBoard,
  selectLabels,
  type BoardRecord,
} from '@erp/api';
import { Button } from '@erp/ui';
import { useTranslate, useTranslateText } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface RecordHistoryProps {
  module: ModuleDef;
  record: BoardRecord;
}

/**
 * Below a stored record of a module with a history (decision 1663: a funnel entry): "Convert to Customer"
 * while it names no party (decision 1662), its activities, quotations and orders, newest first, paged, and
 * links to the lists filtered by it that the role may open (decision 1810: its activity log).
 */
export function RecordHistory({ module, record }: RecordHistoryProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const translateLabel = useTranslateText();
  const acl = useAppSelector(selectAclData);
  const labels = useAppSelector(selectLabels);
  const lists = useMemo(
    () =>
      listsFilteredBy(module.key).filter(
        ({ module: list }) =>
          guardDecision(acl, findRoute(list.route)?.aclNames ?? [list.aclName]).outcome === 'allow',
      ),
    [module.key, acl],
  );
  const { history, converting } = useAppSelector(selectFunnelBoard);
  const partyField = module.history?.partyField ?? '';
  const { id, version } = record;
  useEffect(() => {
    dispatch(historyRequested({ apiPath: module.apiPath, id, page: 1 }));
  }, [dispatch, module.apiPath, id, version]);
  // Once converting ends the entry is read again: the form shows its party (or, refused, as it was).
  const wasConverting = useRef(converting);
  useEffect(() => {
    if (wasConverting.current && !converting) dispatch(entityRecordRequested({ module: module.key, id }));
    wasConverting.current = converting;
  }, [converting, dispatch, module.key, id]);
  const pages = Math.max(1, Math.ceil(history.total / history.size));
  const page = (next: number) => dispatch(historyRequested({ apiPath: module.apiPath, id, page: next }));
  return (
    <Section aria-label={t('History')}>
      {record[partyField] === null || record[partyField] === undefined ? (
        <div>
          <Button
            variant="primary"
            disabled={converting}
            onClick={() => dispatch(convertRequested({ apiPath: module.apiPath, id, version }))}
          >
            {t('Convert to Customer')}
          </Button>
        </div>
      ) : null}
      <h2>{t('History')}</h2>
      {lists.length > 0 ? (
        <nav aria-label={t('Lists of this record')}>
          {lists.map(({ module: list, field }) => {
            const to = `${list.route}?${new URLSearchParams({ [`filter.${field}`]: String(id) }).toString()}`;
            return (
              <a
                key={`${list.key}-${field}`}
                href={`#${to}`}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(to);
                }}
              >
                {translateLabel(labelFor(labels, list.key, list.label))}
              </a>
            );
          })}
        </nav>
      ) : null}
      {history.rows.length === 0 ? (
        <p>{history.status === 'loading' ? t('Loading…') : t('Nothing yet')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Type')}</th>
              <th scope="col">{t('Number')}</th>
            </tr>
          </thead>
          <tbody>
            {history.rows.map((line) => (
              <tr key={`${line.key}-${line.id}`}>
                <td>{line.date ? formatDate(line.date) : ''}</td>
                <td>{t(line.label)}</td>
                <td>{line.title ?? t('Draft')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <div>
          <Button disabled={history.page <= 1} onClick={() => page(history.page - 1)}>
            {t('Previous')}
          </Button>
          <span>{t('Page {{page}} of {{pages}}', { page: history.page, pages })}</span>
          <Button disabled={history.page >= pages} onClick={() => page(history.page + 1)}>
            {t('Next')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
