import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { createAdminAccount, getAdminAccounts, resetAdminTotp, updateAdminAccount } from '@bebek/common/api/admin';
import type { AdminRole } from '@bebek/common/model';
import { ADMIN_MESSAGES, ADMIN_ROLE_LABELS, adminRoleLabel } from '@bebek/common/schemas/admin-messages';
import type { AdminAccount, AdminIdentity } from '@bebek/common/types';
import { ADMIN_USERS_FETCH_FAILED } from '@/config/messages';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';
import { checkBody } from '../utils/validate-body';
import { AdminTable } from './admin-table';

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
      toast.success('Yönetici oluşturuldu', form.username);
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
        Yeni Yönetici Oluştur
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
          {Object.entries(ADMIN_ROLE_LABELS).map(([role, label]) => (
            <MenuItem key={role} value={role}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Yönetici Oluştur
        </Button>
      </Stack>
    </Box>
  );
}

/** A change to another operator's account, asked for, confirmed, then made. */
interface AccountChange {
  account: AdminAccount;
  title: string;
  text: string;
  confirm: string;
  run: () => Promise<unknown>;
  done: string;
}

function AccountActions({ account, onChange }: { account: AdminAccount; onChange: (change: AccountChange) => void }) {
  const update = useEndpointMutation(updateAdminAccount);
  const reset = useEndpointMutation(resetAdminTotp);
  const params = { id: account.id };
  const otherRole: AdminRole = account.role === 'super_admin' ? 'admin' : 'super_admin';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        size="small"
        color={account.isActive ? 'error' : 'primary'}
        onClick={() =>
          onChange({
            account,
            title: account.isActive ? 'Yönetici pasifleştirilsin mi?' : 'Yönetici aktifleştirilsin mi?',
            text: account.isActive
              ? `${account.username} panele giremeyecek ve açık oturumları hemen kapanacak.`
              : `${account.username} şifresiyle yeniden panele girebilecek.`,
            confirm: account.isActive ? 'Pasifleştir' : 'Aktifleştir',
            run: () => update.mutateAsync({ params, body: { isActive: !account.isActive }, token: adminIdToken }),
            done: account.isActive ? 'Yönetici pasifleştirildi' : 'Yönetici aktifleştirildi',
          })
        }
      >
        {account.isActive ? 'Pasifleştir' : 'Aktifleştir'}
      </Button>
      <Button
        size="small"
        onClick={() =>
          onChange({
            account,
            title: 'Rol değiştirilsin mi?',
            text: `${account.username} kullanıcısının rolü ${adminRoleLabel(otherRole)} olacak; açık oturumları kapanacak.`,
            confirm: `${adminRoleLabel(otherRole)} yap`,
            run: () => update.mutateAsync({ params, body: { role: otherRole }, token: adminIdToken }),
            done: 'Rol değiştirildi',
          })
        }
      >
        {`${adminRoleLabel(otherRole)} yap`}
      </Button>
      {account.totpEnabled ? (
        <Button
          size="small"
          color="warning"
          onClick={() =>
            onChange({
              account,
              title: 'İki adımlı doğrulama sıfırlansın mı?',
              text: `Telefonunu kaybeden bir yönetici için: ${account.username} yalnızca şifresiyle girip doğrulama uygulamasını yeniden kuracak. Açık oturumları kapanacak ve kendisine e-posta gidecek.`,
              confirm: 'Sıfırla',
              run: () => reset.mutateAsync({ params, token: adminIdToken }),
              done: 'İki adımlı doğrulama sıfırlandı',
            })
          }
        >
          2FA Sıfırla
        </Button>
      ) : null}
    </Stack>
  );
}

function ConfirmChangeDialog({ change, onClose }: { change: AccountChange | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!change) return;
    setBusy(true);
    try {
      await change.run();
      toast.success(change.done, change.account.username);
      onClose();
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, 'İşlem yapılamadı'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={Boolean(change)} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{change?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{change?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {change?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Operators: the list for everyone; creating operators and changing another's status, role or
 * second factor for super_admins only (nobody changes their own: the server refuses it too). The
 * audit log has a tab of its own (admin-tabs.tsx).
 */
export function AdminsTab({ me }: { me: AdminIdentity }) {
  const isSuperAdmin = me.role === 'super_admin';
  const [change, setChange] = useState<AccountChange | null>(null);
  return (
    <Stack spacing={4}>
      <AdminTable
        title="Yöneticiler"
        list={getAdminAccounts}
        rows={(answer) => answer.adminUsers}
        errorText={ADMIN_USERS_FETCH_FAILED}
        empty="Henüz yönetici yok"
        columns={[
          { key: 'username', label: 'Kullanıcı adı' },
          { key: 'fullName', label: 'Ad soyad' },
          { key: 'email', label: 'E-posta' },
          {
            key: 'role',
            label: 'Rol',
            render: (row) => <Chip size="small" label={adminRoleLabel(row.role)} color={row.role === 'super_admin' ? 'secondary' : 'default'} />,
          },
          { key: 'isActive', label: 'Durum', render: (row) => (row.isActive ? 'Aktif' : 'Pasif') },
          { key: 'totpEnabled', label: 'İki adımlı doğrulama', render: (row) => (row.totpEnabled ? 'Açık' : 'Kapalı') },
        ]}
        actions={isSuperAdmin ? (row) => (row.id === me.uid ? 'Siz' : <AccountActions account={row} onChange={setChange} />) : undefined}
      />
      <ConfirmChangeDialog change={change} onClose={() => setChange(null)} />
      <Divider />
      {isSuperAdmin ? (
        <CreateAdminForm />
      ) : (
        <Alert severity="info">Yeni yönetici oluşturmak ve işlem geçmişini görmek yalnızca süper yöneticilere açıktır.</Alert>
      )}
    </Stack>
  );
}
