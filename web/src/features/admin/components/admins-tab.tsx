import { useState } from 'react';
import { Alert, Box, Button, Chip, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { ADMIN_USERS_FETCH_FAILED } from '@/config/messages';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateAdmin, type CreateAdminInput } from '../api/create-admin';
import { AdminTable, formatDate } from './admin-table';

interface AdminRow {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: string;
  isActive: boolean;
}

interface AuditRow {
  id: string;
  adminUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  details: string;
  createdAt: string;
}

const EMPTY: CreateAdminInput = { username: '', password: '', fullName: '', email: '', role: 'admin' };

function CreateAdminForm() {
  const [form, setForm] = useState<CreateAdminInput>(EMPTY);
  const [error, setError] = useState('');
  const create = useCreateAdmin();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.username.trim() || !form.password || !form.fullName.trim() || !form.email.trim()) {
      setError(ADMIN_MESSAGES.allFieldsRequired);
      return;
    }
    if (form.password.length < 6) {
      setError('Şifre en az 6 karakter olmalıdır');
      return;
    }
    setError('');
    try {
      await create.mutateAsync(form);
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
        <TextField select label="Rol" value={form.role} onChange={(event) => setForm({ ...form, role: event.target.value as CreateAdminInput['role'] })}>
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
      <AdminTable<AdminRow>
        title="Adminler"
        endpoint="/api/admin/admin-users"
        rowsKey="adminUsers"
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
          <AdminTable<AuditRow>
            title="İşlem Geçmişi"
            endpoint="/api/admin/audit-log"
            rowsKey="auditLog"
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
