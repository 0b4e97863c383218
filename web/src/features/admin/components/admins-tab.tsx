import { useState } from 'react';
import { Alert, Box, Button, Chip, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { createAdminAccount, getAdminAccounts, getAuditLog } from '@bebek/common/api/admin';
import type { AdminRole } from '@bebek/common/model';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { ADMIN_USERS_FETCH_FAILED } from '@/config/messages';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';
import { checkBody } from '../utils/validate-body';
import { AdminTable, formatDate } from './admin-table';

interface NewAdminValues {
  username: string;
  password: string;
  fullName: string;
  email: string;
  role: AdminRole;
}

const EMPTY: NewAdminValues = { username: '', password: '', fullName: '', email: '', role: 'admin' };

function CreateAdminForm() {
  const [form, setForm] = useState<NewAdminValues>(EMPTY);
  const [error, setError] = useState('');
  const create = useEndpointMutation(createAdminAccount);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = await checkBody(createAdminAccount, form);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError('');
    try {
      await create.mutateAsync({ body: checked.body, token: adminIdToken });
      toast.success('Admin oluşturuldu', form.username);
      setForm(EMPTY);
    } catch (failure) {
      const text = errorMessage(failure, ADMIN_MESSAGES.createFailed);
      setError(text);
      toast.error(ADMIN_MESSAGES.createFailed, text);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Yeni Admin Oluştur
      </Typography>
      <Stack spacing={2}>
        <TextField label="Kullanıcı adı" required value={form.username} onChange={(event) => setForm({ ...form, username: event.target.value })} />
        <TextField
          label="Şifre"
          type="password"
          required
          helperText="En az 6 karakter"
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
        <TextField label="Ad soyad" required value={form.fullName} onChange={(event) => setForm({ ...form, fullName: event.target.value })} />
        <TextField label="Email" type="email" required value={form.email} onChange={(event) => setForm({ ...form, email: event.target.value })} />
        <TextField select label="Rol" value={form.role} onChange={(event) => setForm({ ...form, role: event.target.value as AdminRole })}>
          <MenuItem value="admin">admin</MenuItem>
          <MenuItem value="super_admin">super_admin</MenuItem>
        </TextField>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Admin Oluştur
        </Button>
      </Stack>
    </Box>
  );
}

/** Admins: the list for everyone; creating admins and the audit log for super_admins only. */
export function AdminsTab({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  return (
    <Stack spacing={4}>
      <AdminTable
        title="Adminler"
        list={getAdminAccounts}
        rows={(answer) => answer.adminUsers}
        errorText={ADMIN_USERS_FETCH_FAILED}
        empty="Henüz admin yok"
        columns={[
          { key: 'username', label: 'Kullanıcı adı' },
          { key: 'fullName', label: 'Ad soyad' },
          { key: 'email', label: 'Email' },
          { key: 'role', label: 'Rol', render: (row) => <Chip size="small" label={row.role} color={row.role === 'super_admin' ? 'secondary' : 'default'} /> },
          { key: 'isActive', label: 'Durum', render: (row) => (row.isActive ? 'Aktif' : 'Pasif') },
        ]}
      />
      <Divider />
      {isSuperAdmin ? (
        <>
          <CreateAdminForm />
          <Divider />
          <AdminTable
            title="İşlem Geçmişi"
            list={getAuditLog}
            rows={(answer) => answer.auditLog}
            empty="Henüz işlem yok"
            columns={[
              { key: 'createdAt', label: 'Zaman', render: (row) => formatDate(row.createdAt) },
              { key: 'adminUsername', label: 'Admin' },
              { key: 'action', label: 'İşlem' },
              { key: 'targetType', label: 'Kayıt türü' },
              { key: 'targetId', label: 'Kayıt' },
              { key: 'details', label: 'Ayrıntı' },
            ]}
          />
        </>
      ) : (
        <Alert severity="info">Yeni admin oluşturmak ve işlem geçmişini görmek yalnızca super_admin rolüne açıktır.</Alert>
      )}
    </Stack>
  );
}
