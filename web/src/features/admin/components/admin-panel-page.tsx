import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AppBar, Box, Button, Chip, Container, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  getAdminContactMessages,
  getAdminMe,
  getAdminServiceRequests,
  getAdminUsers,
  getEmailLogs,
  getExpoTokens,
  getPushLogs,
  getSmsLogs,
  resendOutboxMessage,
  respondToContactMessage,
  respondToServiceRequest,
} from '@bebek/common/api/admin';
import { LOG_STATUS_LABELS, MESSAGE_KIND_LABELS } from '@bebek/common/delivery';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { Logo } from '@/components/logo';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { endpointQuery } from '@/lib/endpoint-queries';
import { adminIdToken, endAdminSession, forgetAdminSession, hasAdminSession } from '../session';
import { AdminTable, formatDate } from './admin-table';
import { AdminsTab } from './admins-tab';
import { LimitsDialog, type LimitsTarget } from './limits-dialog';
import { ReplyDialog, type ReplyTarget } from './reply-dialog';
import { TestEmailTab } from './test-email-tab';
import { TotpDialog } from './totp-dialog';

const TABS = [
  'Kullanıcılar',
  'Hizmet Talepleri',
  'İletişim Mesajları',
  'SMS Kayıtları',
  'Email Kayıtları',
  'Push Kayıtları',
  'Email Testi',
  'Expo Tokenları',
  'Adminler',
];
/** The delivery logs' states, as the parent's page shows them (ADR 0015). */
const LOG_STATUSES = Object.entries(LOG_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const statusChip = (status: string) => {
  const labels: Record<string, [string, 'success' | 'error' | 'warning' | 'default' | 'info']> = {
    success: ['Başarılı', 'success'],
    failed: ['Başarısız', 'error'],
    duplicate: ['Tekrar', 'warning'],
    pending: ['Beklemede', 'warning'],
    answered: ['Yanıtlandı', 'success'],
    responded: ['Yanıtlandı', 'success'],
    read: ['Okundu', 'info'],
  };
  const [label, color] = labels[status] ?? [status, 'default'];
  return <Chip size="small" label={label} color={color} />;
};
const titles = (games: Array<{ title: string }>) => games.map((game) => game.title).join(', ') || '—';
/** A delivery log's state, in the words of the parent's page (a log's 'pending' is a message on its way). */
const logChip = (status: string) => {
  const colors: Record<string, 'success' | 'error' | 'warning' | 'default' | 'info'> = {
    pending: 'info',
    held: 'error',
    success: 'success',
    delivered: 'success',
    failed: 'error',
    duplicate: 'warning',
    cancelled: 'default',
  };
  return <Chip size="small" label={LOG_STATUS_LABELS[status as keyof typeof LOG_STATUS_LABELS] ?? status} color={colors[status] ?? 'default'} />;
};
/** The kind of a logged message in Turkish ('birth_notification' reads 'Doğum bildirimi'). */
const kindLabel = (kind: string) => MESSAGE_KIND_LABELS[kind] ?? (kind || '—');
/** A number or an address on one line: broken mid-number it cannot be read (or copied). */
const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** An operator sends a failed (or held) message again: it goes back to the outbox's queue. */
function ResendButton({ row }: { row: { messageId: string; status: string } }) {
  const resend = useEndpointMutation(resendOutboxMessage);
  if (row.status !== 'failed' && row.status !== 'held') return null;
  return (
    <Button
      size="small"
      disabled={resend.isPending}
      onClick={() =>
        void resend.mutateAsync({ params: { id: row.messageId }, token: adminIdToken }).then(
          (answer) => toast.success('Yeniden gönderim', answer.message),
          (failure: unknown) => toast.error('Hata', errorMessage(failure, 'Yeniden gönderilemedi')),
        )
      }
    >
      Tekrar Gönder
    </Button>
  );
}

export default function AdminPanelPage() {
  const [tab, setTab] = useState(0);
  const [limitsTarget, setLimitsTarget] = useState<LimitsTarget | null>(null);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const [totpOpen, setTotpOpen] = useState(false);
  const me = useQuery({ ...endpointQuery(getAdminMe, { token: adminIdToken }), enabled: hasAdminSession() });

  if (!hasAdminSession()) return <Navigate to={paths.adminLogin} replace />;
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) {
    forgetAdminSession();
    return <Navigate to={paths.adminLogin} replace />;
  }
  const logout = async () => {
    await endAdminSession();
    window.location.assign(paths.adminLogin);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Logo />
          <Typography component="h1" variant="h6" sx={{ flex: 1 }}>
            Yönetim Paneli
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="body2">{me.data.username}</Typography>
            <Chip size="small" label={me.data.role} color={me.data.role === 'super_admin' ? 'secondary' : 'default'} />
            {me.data.totpEnabled ? null : (
              <Button size="small" variant="outlined" color="secondary" onClick={() => setTotpOpen(true)}>
                İki Adımlı Doğrulama
              </Button>
            )}
            {/* a named button rather than an icon with a tooltip: nothing to hover for on a phone */}
            <Button size="small" variant="outlined" onClick={logout}>
              Çıkış Yap
            </Button>
          </Stack>
        </Toolbar>
        <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="scrollable" scrollButtons="auto" aria-label="Yönetim sekmeleri">
          {TABS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
      </AppBar>
      <TotpDialog open={totpOpen} onClose={() => setTotpOpen(false)} />
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        {tab === 0 ? (
          <AdminTable
            title="Kullanıcılar"
            list={getAdminUsers}
            rows={(answer) => answer.users}
            searchLabel="İsim veya email"
            empty="Kullanıcı bulunamadı"
            columns={[
              { key: 'fullName', label: 'Ad soyad' },
              { key: 'email', label: 'Email' },
              { key: 'createdAt', label: 'Kayıt', render: (row) => formatDate(row.createdAt) },
              { key: 'maxGameParticipants', label: 'Oyun limiti' },
              { key: 'maxBirthNotificationContacts', label: 'Bildirim limiti' },
              { key: 'genderGames', label: 'Cinsiyet oyunları', render: (row) => titles(row.genderGames) },
              { key: 'nameGames', label: 'İsim oyunları', render: (row) => titles(row.nameGames) },
            ]}
            actions={(row) => (
              <Button size="small" onClick={() => setLimitsTarget(row)}>
                Limitleri Düzenle
              </Button>
            )}
          />
        ) : null}
        {tab === 1 ? (
          <AdminTable
            title="Hizmet Talepleri"
            list={getAdminServiceRequests}
            rows={(answer) => answer.serviceRequests}
            statuses={[
              { value: 'pending', label: 'Beklemede' },
              { value: 'answered', label: 'Yanıtlandı' },
            ]}
            empty="Talep yok"
            columns={[
              { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
              { key: 'userFullName', label: 'Kullanıcı' },
              { key: 'category', label: 'Kategori' },
              { key: 'description', label: 'Açıklama' },
              { key: 'budget', label: 'Bütçe' },
              { key: 'location', label: 'Konum' },
              { key: 'dateRange', label: 'Tarih aralığı' },
              { key: 'status', label: 'Durum', render: (row) => statusChip(row.status) },
              { key: 'response', label: 'Yanıt' },
            ]}
            actions={(row) => (
              <Button
                size="small"
                onClick={() =>
                  setReplyTarget({ endpoint: respondToServiceRequest, id: row.id, summary: `${row.userFullName}: ${row.category}, ${row.description}` })
                }
              >
                Yanıtla
              </Button>
            )}
          />
        ) : null}
        {tab === 2 ? (
          <AdminTable
            title="İletişim Mesajları"
            list={getAdminContactMessages}
            rows={(answer) => answer.contactMessages}
            searchLabel="Email"
            statuses={[
              { value: 'pending', label: 'Beklemede' },
              { value: 'responded', label: 'Yanıtlandı' },
              { value: 'read', label: 'Okundu' },
            ]}
            empty="Mesaj yok"
            columns={[
              { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
              { key: 'name', label: 'Ad soyad', render: (row) => `${row.firstName} ${row.lastName}`.trim() },
              { key: 'email', label: 'Email' },
              { key: 'phone', label: 'Telefon' },
              { key: 'subject', label: 'Konu' },
              { key: 'message', label: 'Mesaj' },
              { key: 'status', label: 'Durum', render: (row) => statusChip(row.status) },
              { key: 'response', label: 'Yanıt' },
            ]}
            actions={(row) => (
              <Button
                size="small"
                onClick={() =>
                  setReplyTarget({ endpoint: respondToContactMessage, id: row.id, summary: `${row.firstName} ${row.lastName}: ${row.subject}, ${row.message}` })
                }
              >
                Yanıtla
              </Button>
            )}
          />
        ) : null}
        {tab === 3 ? (
          <AdminTable
            title="SMS Kayıtları"
            list={getSmsLogs}
            rows={(answer) => answer.smsLogs}
            searchLabel="Telefon (+90…)"
            statuses={LOG_STATUSES}
            empty="Kayıt yok"
            columns={[
              { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
              { key: 'gameType', label: 'Tür', render: (row) => kindLabel(row.gameType) },
              { key: 'gameTitle', label: 'Başlık' },
              { key: 'participantName', label: 'Kişi' },
              { key: 'phoneNumber', label: 'Telefon', render: (row) => oneLine(row.phoneNumber) },
              { key: 'message', label: 'Mesaj' },
              { key: 'status', label: 'Durum', render: (row) => logChip(row.status) },
              { key: 'orderId', label: 'Sipariş no', render: (row) => oneLine(row.orderId) },
              { key: 'errorMessage', label: 'Hata' },
            ]}
            actions={(row) => <ResendButton row={row} />}
          />
        ) : null}
        {tab === 4 ? (
          <AdminTable
            title="Email Kayıtları"
            list={getEmailLogs}
            rows={(answer) => answer.emailLogs}
            searchLabel="Email"
            statuses={LOG_STATUSES}
            empty="Kayıt yok"
            columns={[
              { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
              { key: 'gameType', label: 'Tür', render: (row) => kindLabel(row.gameType) },
              { key: 'gameTitle', label: 'Başlık' },
              { key: 'participantName', label: 'Kişi' },
              { key: 'email', label: 'Email' },
              { key: 'subject', label: 'Konu' },
              { key: 'message', label: 'Mesaj' },
              { key: 'status', label: 'Durum', render: (row) => logChip(row.status) },
              { key: 'orderId', label: 'Mesaj no' },
              { key: 'errorMessage', label: 'Hata' },
            ]}
            actions={(row) => <ResendButton row={row} />}
          />
        ) : null}
        {tab === 5 ? (
          <AdminTable
            title="Push Kayıtları"
            list={getPushLogs}
            rows={(answer) => answer.pushLogs}
            statuses={LOG_STATUSES.filter((status) => status.value === 'success' || status.value === 'failed')}
            empty="Kayıt yok"
            columns={[
              { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
              { key: 'deviceToken', label: 'Cihaz' },
              { key: 'title', label: 'Başlık' },
              { key: 'body', label: 'İçerik' },
              { key: 'status', label: 'Durum', render: (row) => logChip(row.status) },
              { key: 'errorMessage', label: 'Hata' },
            ]}
          />
        ) : null}
        {tab === 6 ? <TestEmailTab /> : null}
        {tab === 7 ? (
          <AdminTable
            title="Expo Tokenları"
            list={getExpoTokens}
            rows={(answer) => answer.expoTokens}
            searchLabel="Kullanıcı kimliği"
            empty="Kayıtlı cihaz yok"
            columns={[
              { key: 'userId', label: 'Kullanıcı' },
              { key: 'expoToken', label: 'Token' },
              { key: 'deviceInfo', label: 'Cihaz' },
              { key: 'isActive', label: 'Aktif', render: (row) => (row.isActive ? 'Evet' : 'Hayır') },
              { key: 'lastUsedAt', label: 'Son kullanım', render: (row) => formatDate(row.lastUsedAt) },
              { key: 'createdAt', label: 'Eklenme', render: (row) => formatDate(row.createdAt) },
            ]}
          />
        ) : null}
        {tab === 8 ? <AdminsTab isSuperAdmin={me.data.role === 'super_admin'} /> : null}
      </Container>
      <LimitsDialog target={limitsTarget} onClose={() => setLimitsTarget(null)} />
      <ReplyDialog target={replyTarget} onClose={() => setReplyTarget(null)} />
    </Box>
  );
}
