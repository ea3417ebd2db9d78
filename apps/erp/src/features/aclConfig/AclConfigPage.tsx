import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACL_MODES,
  ACL_NAMES,
  ACL_VIEW,
  DOCUMENTS,
  OWNED_ACL_NAMES,
  aclDisplayName,
  canWrite,
  seesAllRecords,
  viewAllowed,
  type EntityRecord,
  readId,
} from '@erp/domain';
import {
  catalogueModule,
  entityListRequested,
  entitySaveRequested,
  selectEntityModule,
  selectLabel,
} from '@erp/api';
import { Button, DataTable, PageHeader, SelectField, type DataTableColumn } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { SwitchCell } from '../../components/SwitchCell.tsx';
import { RightsCell } from './RightsCell.tsx';
import { ViewAllCell } from './ViewAllCell.tsx';

const ACL = 'acl';
const ROLE = 'role';
const ROLES_ROUTE = catalogueModule(ROLE).route;

/** The catalogue's modes (decision 0201: view only, view and edit; decision 0507). */
const MODES = catalogueModule(ACL).fields.find((field) => field.key === 'mode')?.options ?? [];

/** The access names of the documents: their entries carry the document rights (decision 0830). */
const DOCUMENT_NAMES = new Set(Object.values(DOCUMENTS).map((document) => document.aclName));

/** Whether an entry writes (view on and mode View and edit): the document rights need it. */
const entryWrites = (name: string, entry: EntityRecord | undefined): boolean =>
  entry !== undefined &&
  canWrite([{ moduleAPI: name, view: Number(entry.view), mode: Number(entry.mode) }], name);

/** One access-control name of the product with the chosen role's entry for it, if any. */
interface AccessRow {
  id: string;
  moduleAPI: string;
  displayName: string;
  entry: EntityRecord | undefined;
}

const RoleBar = styled.div`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  & > :first-child {
    width: min(360px, 100%);
  }
`;

const NO_ROWS: EntityRecord[] = [];

/** Each change is saved at once; the module's list is read again to show it. */
function useReloadAfterSave(module: string, saveStatus: string | undefined): void {
  const dispatch = useAppDispatch();
  const lastSaveStatus = useRef(saveStatus);
  useEffect(() => {
    if (saveStatus === 'saved' && lastSaveStatus.current === 'saving')
      dispatch(entityListRequested({ module }));
    lastSaveStatus.current = saveStatus;
  }, [dispatch, module, saveStatus]);
}

/**
 * Spec §6 access control per role and module (`aclConfig`): choose a role, then switch View for each
 * access-control name of the product and choose its mode. A name without an entry is open by address
 * but hidden from the menu (spec §6); switching it creates the entry. A document's entry has its rights,
 * and the role its all-records flag (decision 0830).
 */
export function AclConfigPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const roleId = readId(params.get('role') ?? '');
  const title = useAppSelector((state) => selectLabel(state, ACL, catalogueModule(ACL).label));
  const roleModule = useAppSelector((state) => selectEntityModule(state, ROLE));
  const roles = roleModule?.rows ?? NO_ROWS;
  const chosenRole = roles.find((role) => role.id === roleId);
  const acl = useAppSelector((state) => selectEntityModule(state, ACL));
  const entries = acl?.rows ?? NO_ROWS;

  useEffect(() => {
    dispatch(entityListRequested({ module: ROLE }));
    dispatch(entityListRequested({ module: ACL }));
  }, [dispatch]);

  useReloadAfterSave(ACL, acl?.saveStatus);
  useReloadAfterSave(ROLE, roleModule?.saveStatus);

  const rows = useMemo((): AccessRow[] => {
    const names = new Map<string, string>();
    for (const entry of entries)
      if (entry.displayName) names.set(String(entry.moduleAPI), String(entry.displayName));
    const own = new Map(
      entries.filter((entry) => entry.roleId === roleId).map((entry) => [String(entry.moduleAPI), entry]),
    );
    return ACL_NAMES.map((name) => ({
      id: name,
      moduleAPI: name,
      displayName: names.get(name) ?? aclDisplayName(name),
      entry: own.get(name),
    }));
  }, [entries, roleId]);

  const columns = useMemo((): DataTableColumn<AccessRow>[] => {
    const save = (row: AccessRow, change: Readonly<Record<string, number | boolean>>) =>
      roleId !== null &&
      dispatch(
        entitySaveRequested({
          module: ACL,
          record: {
            ...(row.entry ?? {
              roleId,
              moduleAPI: row.moduleAPI,
              displayName: row.displayName,
              view: ACL_VIEW.DENIED,
              mode: ACL_MODES.READ,
            }),
            ...change,
          },
        }),
      );
    const modeOptions = MODES.map((mode) => ({ value: String(mode.value), label: t(mode.label) }));
    return [
      { key: 'displayName', header: t('Module') },
      { key: 'moduleAPI', header: t('Access name') },
      {
        key: 'view',
        header: t('View'),
        width: 140,
        sortable: false,
        cell: (row) => (
          <SwitchCell
            label={`${t('View')} ${row.displayName} (${row.moduleAPI})`}
            text={row.entry ? (viewAllowed(row.entry.view) ? t('Allowed') : t('Not allowed')) : t('No entry')}
            checked={viewAllowed(row.entry?.view)}
            onChange={(on) => save(row, { view: on ? ACL_VIEW.ALLOWED : ACL_VIEW.DENIED })}
          />
        ),
      },
      {
        key: 'mode',
        header: t('Mode'),
        width: 200,
        sortable: false,
        cell: (row) => (
          <SelectField
            label={`${t('Mode')} ${row.displayName} (${row.moduleAPI})`}
            hideLabel
            placeholder={t('No entry')}
            value={row.entry ? String(row.entry.mode ?? ACL_MODES.READ) : ''}
            options={modeOptions}
            onChange={(mode) => save(row, { mode: Number(mode) })}
          />
        ),
      },
      {
        key: 'rights',
        header: t('Document rights'),
        sortable: false,
        cell: (row) => {
          const name = `${row.displayName} (${row.moduleAPI})`;
          if (DOCUMENT_NAMES.has(row.moduleAPI))
            return (
              <RightsCell
                name={name}
                entry={row.entry}
                writes={entryWrites(row.moduleAPI, row.entry)}
                onChange={(field, granted) => save(row, { [field]: granted })}
              />
            );
          return OWNED_ACL_NAMES.includes(row.moduleAPI) ? (
            <ViewAllCell
              name={name}
              entry={row.entry}
              onChange={(field, granted) => save(row, { [field]: granted })}
            />
          ) : null;
        },
      },
    ];
  }, [dispatch, roleId, t]);

  return (
    <>
      <PageHeader
        title={title}
        onRefresh={() => dispatch(entityListRequested({ module: ACL }))}
        onNavigate={navigate}
      />
      <RoleBar>
        <SelectField
          label={t('Role')}
          value={roleId === null ? '' : String(roleId)}
          options={roles.map((role) => ({ value: String(role.id), label: String(role.name ?? role.id) }))}
          onChange={(value) => setParams(value ? { role: value } : {})}
        />
        {chosenRole ? (
          <SwitchCell
            label={t('All records')}
            text={
              seesAllRecords(chosenRole.allRecords)
                ? t("Sees every user's documents")
                : t('Sees only its own documents')
            }
            checked={seesAllRecords(chosenRole.allRecords)}
            onChange={(allRecords) =>
              dispatch(entitySaveRequested({ module: ROLE, record: { ...chosenRole, allRecords } }))
            }
          />
        ) : null}
        <Button icon="staff" onClick={() => navigate(ROLES_ROUTE)}>
          {t('Manage roles')}
        </Button>
      </RoleBar>
      {roleId === null ? null : (
        <DataTable
          label={t('Access of the role')}
          rows={rows}
          columns={columns}
          loading={acl?.listStatus === 'loading'}
        />
      )}
    </>
  );
}
