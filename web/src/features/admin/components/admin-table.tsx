import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnyEndpoint, ResponseOf } from '@bebek/common/api/endpoint';
import type { AdminPageInfo } from '@bebek/common/types';
import { endpointQuery } from '@/lib/endpoint-queries';
import { adminIdToken } from '../session';

export interface Column<Row> {
  key: string;
  label: string;
  render?: (row: Row) => ReactNode;
}

interface AdminTableProps<E extends AnyEndpoint, Row> {
  title: string;
  /** The list's declaration (common/src/api/admin.ts): its call, its cache key, the filters it reads. */
  list: E;
  /** The rows in the list's answer. */
  rows: (answer: ResponseOf<E>) => Row[];
  columns: Array<Column<Row>>;
  searchLabel?: string;
  statuses?: Array<{ value: string; label: string }>;
  actions?: (row: Row) => ReactNode;
  empty: string;
  /** What the table says when its page cannot be loaded, besides the server's 'status: body'. */
  errorText?: string;
}

const PAGE_SIZE = 25;

/** A searchable, cursor-paged table, newest first: usable with 10,000 rows because only a page is read. */
export function AdminTable<E extends AnyEndpoint, Row extends { id: string }>({
  title,
  list: endpoint,
  rows,
  columns,
  searchLabel,
  statuses,
  actions,
  empty,
  errorText,
}: AdminTableProps<E, Row>) {
  const [search, setSearch] = useState('');
  const [submittedSearch, setSubmittedSearch] = useState('');
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const paged = endpoint.query?.includes('cursor') ?? false;
  // only the parameters the declaration reads, and only those set: the list's key, then the page and filters
  const wanted: Record<string, string> = { pageSize: String(PAGE_SIZE), search: submittedSearch, status, cursor: cursor ?? '' };
  const query = Object.fromEntries(Object.entries(wanted).filter(([name, value]) => value && endpoint.query?.includes(name)));
  const list = useQuery({
    ...endpointQuery(endpoint, { query: Object.keys(query).length ? query : undefined, token: adminIdToken }),
    select: (answer: ResponseOf<E>) => {
      const { total, nextCursor } = answer as Partial<AdminPageInfo>;
      return { rows: rows(answer), total: total ?? 0, nextCursor: nextCursor ?? null };
    },
    placeholderData: keepPreviousData,
  });
  const resetPaging = () => setCursors([null]);
  const page = cursors.length;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
          {list.data ? ` (${list.data.total || list.data.rows.length})` : ''}
        </Typography>
        {searchLabel ? (
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              // the same search again reads the list again: a message's state may have moved since
              if (search.trim() === submittedSearch) void list.refetch();
              setSubmittedSearch(search.trim());
              resetPaging();
            }}
            sx={{ display: 'flex', gap: 1 }}
          >
            <TextField size="small" label={searchLabel} value={search} onChange={(event) => setSearch(event.target.value)} />
            <Button type="submit" variant="outlined">
              Ara
            </Button>
          </Box>
        ) : null}
        {statuses ? (
          <TextField
            select
            size="small"
            label="Durum"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              resetPaging();
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">Tümü</MenuItem>
            {statuses.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      {list.isFetching ? <LinearProgress aria-label="Yükleniyor" /> : null}
      {list.isError ? <Alert severity="error">{errorText ? `${errorText} (${list.error.message})` : list.error.message}</Alert> : null}
      {/* the table scrolls sideways on a phone: the scroll region takes the focus, so a keyboard can scroll it */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={`${title} tablosu`}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
              {actions ? <TableCell sx={{ fontWeight: 700 }}>İşlemler</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + (actions ? 1 : 0)}>{empty}</TableCell>
              </TableRow>
            ) : null}
            {list.data?.rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={{ maxWidth: 320, overflowWrap: 'break-word' }}>
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </TableCell>
                ))}
                {actions ? <TableCell>{actions(row)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paged ? (
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" sx={{ mt: 1 }}>
          <Typography variant="body2">Sayfa {page}</Typography>
          <Button disabled={page === 1} onClick={() => setCursors((stack) => stack.slice(0, -1))}>
            Önceki
          </Button>
          <Button disabled={!list.data?.nextCursor} onClick={() => setCursors((stack) => [...stack, list.data?.nextCursor ?? null])}>
            Sonraki
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

export function formatDate(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  return new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' });
}
