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
import { useAdminList } from '../api/get-admin-list';

export interface Column<Row> {
  key: string;
  label: string;
  render?: (row: Row) => ReactNode;
}

interface AdminTableProps<Row> {
  title: string;
  endpoint: string;
  rowsKey: string;
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
export function AdminTable<Row extends { id: string }>({
  title,
  endpoint,
  rowsKey,
  columns,
  searchLabel,
  statuses,
  actions,
  empty,
  errorText,
}: AdminTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [submittedSearch, setSubmittedSearch] = useState('');
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const list = useAdminList<Row>({ endpoint, rowsKey, search: submittedSearch, status, cursor, pageSize: PAGE_SIZE });
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
                  <TableCell key={column.key} sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </TableCell>
                ))}
                {actions ? <TableCell>{actions(row)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Typography variant="body2">Sayfa {page}</Typography>
        <Button disabled={page === 1} onClick={() => setCursors((stack) => stack.slice(0, -1))}>
          Önceki
        </Button>
        <Button disabled={!list.data?.nextCursor} onClick={() => setCursors((stack) => [...stack, list.data?.nextCursor ?? null])}>
          Sonraki
        </Button>
      </Stack>
    </Box>
  );
}

export function formatDate(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  return new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' });
}
