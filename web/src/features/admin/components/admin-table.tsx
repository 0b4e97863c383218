import { Fragment, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Collapse,
  IconButton,
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
  /**
   * A long text (a message's body, an error, a JSON detail): folded into the row's details, which
   * open under the row, so the table keeps to the screen's width (1,366 px with every column).
   */
  folded?: boolean;
}

/** A column's value as the table shows it. */
const cellValue = <Row,>(column: Column<Row>, row: Row): ReactNode =>
  column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');

interface AdminTableProps<E extends AnyEndpoint, Row> {
  title: string;
  /** The list's declaration (common/src/api/admin.ts): its call, its cache key, the filters it reads. */
  list: E;
  /** The rows in the list's answer. */
  rows: (answer: ResponseOf<E>) => Row[];
  columns: Array<Column<Row>>;
  searchLabel?: string;
  /**
   * A search made outside the table (the delivery logs' one search for all three, ADR 0054): the
   * table has no search box of its own then. Key the table by it, so that its paging starts over.
   */
  search?: string;
  statuses?: Array<{ value: string; label: string }>;
  actions?: (row: Row) => ReactNode;
  empty: string;
  /** What the table says when its page cannot be loaded, besides the server's 'status: body'. */
  errorText?: string;
  /** Something to show above the table from the same answer (the user list's deleted accounts). */
  summary?: (answer: ResponseOf<E>) => ReactNode;
  /**
   * More `<dt>`/`<dd>` pairs in a row's details, mounted only while the row is open: what is read
   * per user (the baby's counts) is then read for the one row the operator opens, never per row.
   */
  details?: (row: Row) => ReactNode;
}

const PAGE_SIZE = 25;

/** A searchable, cursor-paged table, newest first: usable with 10,000 rows because only a page is read. */
export function AdminTable<E extends AnyEndpoint, Row extends { id: string }>({
  title,
  list: endpoint,
  rows,
  columns,
  searchLabel,
  search: outerSearch,
  statuses,
  actions,
  empty,
  errorText,
  summary,
  details,
}: AdminTableProps<E, Row>) {
  const [search, setSearch] = useState('');
  const [submittedSearch, setSubmittedSearch] = useState('');
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const paged = endpoint.query?.includes('cursor') ?? false;
  // only the parameters the declaration reads, and only those set: the list's key, then the page and filters
  const wanted: Record<string, string> = { pageSize: String(PAGE_SIZE), search: outerSearch ?? submittedSearch, status, cursor: cursor ?? '' };
  const query = Object.fromEntries(Object.entries(wanted).filter(([name, value]) => value && endpoint.query?.includes(name)));
  const list = useQuery({
    ...endpointQuery(endpoint, { query: Object.keys(query).length ? query : undefined, token: adminIdToken }),
    select: (answer: ResponseOf<E>) => {
      const { total, nextCursor } = answer as Partial<AdminPageInfo>;
      return { rows: rows(answer), total: total ?? 0, nextCursor: nextCursor ?? null, summary: summary?.(answer) };
    },
    placeholderData: keepPreviousData,
  });
  const [openRow, setOpenRow] = useState<string | null>(null);
  const resetPaging = () => setCursors([null]);
  const page = cursors.length;
  const shown = columns.filter((column) => !column.folded);
  const folded = columns.filter((column) => column.folded);
  const columnCount = shown.length + (folded.length ? 1 : 0) + (actions ? 1 : 0);

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
      {list.data?.summary ?? null}
      {list.isFetching ? <LinearProgress aria-label="Yükleniyor" /> : null}
      {list.isError ? <Alert severity="error">{errorText ? `${errorText} (${list.error.message})` : list.error.message}</Alert> : null}
      {/* the table scrolls sideways on a phone: the scroll region takes the focus, so a keyboard can scroll it */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={`${title} tablosu`} sx={{ containerType: 'inline-size' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {folded.length ? (
                <TableCell padding="checkbox">
                  <Box component="span" className="visually-hidden">
                    Ayrıntı
                  </Box>
                </TableCell>
              ) : null}
              {shown.map((column) => (
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
                <TableCell colSpan={columnCount}>{empty}</TableCell>
              </TableRow>
            ) : null}
            {list.data?.rows.map((row) => {
              const open = openRow === row.id;
              return (
                <Fragment key={row.id}>
                  <TableRow hover sx={folded.length ? { '& > td': { borderBottom: open ? 'unset' : undefined } } : undefined}>
                    {folded.length ? (
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-expanded={open}
                          aria-label={open ? 'Ayrıntıyı gizle' : 'Ayrıntıyı göster'}
                          onClick={() => setOpenRow(open ? null : row.id)}
                        >
                          <Box
                            component="span"
                            aria-hidden
                            sx={{ display: 'inline-block', transform: open ? 'rotate(90deg)' : 'none', transition: 'transform 150ms' }}
                          >
                            ▸
                          </Box>
                        </IconButton>
                      </TableCell>
                    ) : null}
                    {shown.map((column) => (
                      <TableCell key={column.key} sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                        {cellValue(column, row)}
                      </TableCell>
                    ))}
                    {actions ? <TableCell>{actions(row)}</TableCell> : null}
                  </TableRow>
                  {folded.length ? (
                    <TableRow>
                      <TableCell colSpan={columnCount} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
                        <Collapse in={open} timeout="auto" unmountOnExit>
                          {/* as wide as the visible table, not the whole scrolled row, and kept in view: on a phone the details wrap where they can be read */}
                          <Box
                            component="dl"
                            sx={{
                              my: 1.5,
                              display: 'grid',
                              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                              columnGap: 2,
                              rowGap: 0.5,
                              position: 'sticky',
                              left: 16,
                              maxWidth: 'calc(100cqi - 32px)',
                            }}
                          >
                            {folded.map((column) => (
                              <Fragment key={column.key}>
                                <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                                  {column.label}
                                </Typography>
                                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                                  {cellValue(column, row) || '—'}
                                </Typography>
                              </Fragment>
                            ))}
                            {details?.(row)}
                          </Box>
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
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
