import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

/** One page of any admin table (users, requests, messages, logs, tokens, audit log). */
export interface AdminListParams {
  endpoint: string;
  rowsKey: string;
  search: string;
  status: string;
  cursor: string | null;
  pageSize: number;
}

export interface AdminPage<Row> {
  rows: Row[];
  total: number;
  nextCursor: string | null;
}

export async function getAdminList<Row>(params: AdminListParams): Promise<AdminPage<Row>> {
  const query = new URLSearchParams({ pageSize: String(params.pageSize) });
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.cursor) query.set('cursor', params.cursor);
  const answer = await adminRequest<Record<string, unknown>>(`${params.endpoint}?${query}`);
  return {
    rows: (answer[params.rowsKey] as Row[] | undefined) ?? [],
    total: Number(answer.total ?? 0),
    nextCursor: (answer.nextCursor as string | null | undefined) ?? null,
  };
}

export function useAdminList<Row>(params: AdminListParams) {
  return useQuery({ queryKey: ['admin', params], queryFn: () => getAdminList<Row>(params), placeholderData: keepPreviousData });
}
