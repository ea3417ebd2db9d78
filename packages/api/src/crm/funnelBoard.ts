import type { EntityRecord } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapData, unwrapPage, type Page } from '../client/envelope.ts';

/** A board record as the server sends it: a funnel entry with its id and version. */
export type BoardRecord = EntityRecord & { id: number; version: number };

/** One column of the board (decision 1660): a stage, its count and total, its first cards. */
export interface BoardColumn {
  id: number;
  name: string;
  outcome: string;
  count: number;
  value: number;
  cards: BoardRecord[];
}

export interface Board {
  size: number;
  columns: BoardColumn[];
}

/** The board's question: the list's own filters and search, as the table's address holds them. */
export type BoardQuery = Readonly<Record<string, string>>;

/** A move of a card (decision 1661); into a lost stage with its reason. */
export interface CardMove {
  stageId: number;
  version: number;
  lostReason?: string;
  lostRemarks?: string;
}

/** One line of an entry's history (decision 1663). */
export interface HistoryLine {
  key: string;
  label: string;
  apiPath: string;
  id: number;
  title: string | null;
  date: string | null;
  status: number | null;
}

export interface FunnelBoardCalls {
  /** GET {path}/board: each stage's count, value and first `size` cards. */
  getBoard(apiPath: string, query: BoardQuery, size: number): Observable<Board>;
  /** GET {path}/board/{columnId}: a column's next page of cards. */
  getColumnPage(
    apiPath: string,
    columnId: number,
    query: BoardQuery,
    page: number,
    size: number,
  ): Observable<Page<BoardRecord>>;
  /** PUT {path}/moveStage/{id}. */
  moveCard(apiPath: string, id: number, move: CardMove): Observable<BoardRecord>;
  /** POST {path}/convertToCustomer/{id}. */
  convertToCustomer(apiPath: string, id: number, version: number): Observable<BoardRecord>;
  /** GET {path}/history/{id}. */
  getHistory(apiPath: string, id: number, page: number, size: number): Observable<Page<HistoryLine>>;
}

export function createFunnelBoardCalls(client: ApiClient): FunnelBoardCalls {
  return {
    getBoard: (apiPath, query, size) =>
      client.request<Board>(request.get(`${apiPath}/board`, { ...query, size })).pipe(map(unwrapData<Board>)),
    getColumnPage: (apiPath, columnId, query, page, size) =>
      client
        .request<BoardRecord>(request.get(`${apiPath}/board/${columnId}`, { ...query, page, size }))
        .pipe(map(unwrapPage<BoardRecord>)),
    moveCard: (apiPath, id, move) =>
      client
        .request<BoardRecord>(request.put(`${apiPath}/moveStage/${id}`, move))
        .pipe(map(unwrapData<BoardRecord>)),
    convertToCustomer: (apiPath, id, version) =>
      client
        .request<BoardRecord>(request.post(`${apiPath}/convertToCustomer/${id}`, { version }))
        .pipe(map(unwrapData<BoardRecord>)),
    getHistory: (apiPath, id, page, size) =>
      client
        .request<HistoryLine>(request.get(`${apiPath}/history/${id}`, { page, size }))
        .pipe(map(unwrapPage<HistoryLine>)),
  };
}
