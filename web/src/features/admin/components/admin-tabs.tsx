import type { ReactNode } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import {
  getAdminContactMessages,
  getAdminServiceRequests,
  getAdminUsers,
  getAuditLog,
  getEmailLogs,
  getExpoTokens,
  getPushLogs,
  getSmsLogs,
  resendOutboxMessage,
  respondToContactMessage,
  respondToServiceRequest,
} from '@bebek/common/api/admin';
import { LOG_STATUS_LABELS, MESSAGE_KIND_LABELS } from '@bebek/common/delivery';
import { AUDIT_ACTION_LABELS, adminRoleLabel, auditTargetLabel } from '@bebek/common/schemas/admin-messages';
import type { AdminIdentity, AdminUserRow, EmailLogRow, SmsLogRow } from '@bebek/common/types';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';
import { AdminTable, formatDate, type Column } from './admin-table';
import { AdminsTab } from './admins-tab';
import { BabyCountsDetail } from './baby-counts';
import type { LimitsTarget } from './limits-dialog';
import type { ReplyTarget } from './reply-dialog';
import { TestEmailTab } from './test-email-tab';

/** The delivery logs' states, as the parent's page shows them (ADR 0015). */
const LOG_STATUSES = Object.entries(LOG_STATUS_LABELS).map(([value, label]) => ({ value, label }));
type ChipColor = 'success' | 'error' | 'warning' | 'default' | 'info';
const statusChip = (status: string) => {
  const labels: Record<string, [string, ChipColor]> = {
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
  const colors: Record<string, ChipColor> = {
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
type DeliveryLogRow = Pick<SmsLogRow, 'createdAt' | 'gameType' | 'gameTitle' | 'participantName' | 'status' | 'message' | 'orderId' | 'errorMessage'>;
/** The columns the SMS and the e-mail log share, around the ones each has of its own (the number; the address and subject). */
function deliveryLogColumns<Row extends DeliveryLogRow>(own: Array<Column<Row>>, orderIdLabel: string): Array<Column<Row>> {
  return [
    { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
    { key: 'gameType', label: 'Tür', render: (row) => kindLabel(row.gameType) },
    { key: 'gameTitle', label: 'Başlık' },
    { key: 'participantName', label: 'Kişi' },
    ...own,
    { key: 'status', label: 'Durum', render: (row) => logChip(row.status) },
    { key: 'message', label: 'Mesaj', folded: true },
    { key: 'orderId', label: orderIdLabel, folded: true },
    { key: 'errorMessage', label: 'Hata', folded: true },
  ];
}

/** A parent's account state: being deleted, paused (since when) or active. */
function accountState(row: AdminUserRow) {
  if (row.deletionRequestedAt) return <Chip size="small" color="error" label="Siliniyor" />;
  if (row.pausedAt)
    return (
      <Stack spacing={0.5} alignItems="flex-start">
        <Chip size="small" color="warning" label="Duraklatıldı" />
        <Typography variant="caption" color="text.secondary">
          {formatDate(row.pausedAt)}
        </Typography>
      </Stack>
    );
  return <Chip size="small" color="success" variant="outlined" label="Aktif" />;
}

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

/** What a tab's panel may open: the dialogs live in the page, once. */
export interface TabContext {
  me: AdminIdentity;
  editLimits: (target: LimitsTarget) => void;
  reply: (target: ReplyTarget) => void;
}

export interface AdminTabDefinition {
  /** The tab's name in the address (?tab=…) and in code: never its position. */
  key: string;
  label: string;
  /** Only a super_admin sees it (the api refuses the others too). */
  superAdminOnly?: boolean;
  panel: (context: TabContext) => ReactNode;
}

/**
 * The panel's tabs, in order: each table tab is its columns fed to the one AdminTable. Long texts
 * (message bodies, errors, details) are folded columns: they open under their row.
 */
export const ADMIN_TABS: AdminTabDefinition[] = [
  {
    key: 'users',
    label: 'Kullanıcılar',
    panel: ({ editLimits }) => (
      <AdminTable
        title="Kullanıcılar"
        list={getAdminUsers}
        rows={(answer) => answer.users}
        summary={({ deletedAccounts }) =>
          deletedAccounts.total > 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {`Silinen hesaplar: ${deletedAccounts.total} (sonuncusu ${formatDate(deletedAccounts.lastDeletedAt)}). `}
              KVKK gereği silinen hesapların bilgileri tutulmaz; yalnızca silinme zamanı kayıtlıdır.
            </Alert>
          ) : null
        }
        searchLabel="İsim veya e-posta"
        empty="Kullanıcı bulunamadı"
        columns={[
          { key: 'fullName', label: 'Ad soyad' },
          { key: 'email', label: 'E-posta' },
          { key: 'state', label: 'Durum', render: accountState },
          { key: 'lastActiveAt', label: 'Son etkinlik', render: (row) => (row.lastActiveAt ? formatDate(row.lastActiveAt) : '—') },
          { key: 'createdAt', label: 'Kayıt', render: (row) => formatDate(row.createdAt) },
          { key: 'limits', label: 'Limitler', render: (row) => `Oyun ${row.maxGameParticipants} · Bildirim ${row.maxBirthNotificationContacts}` },
          { key: 'genderGames', label: 'Cinsiyet oyunları', render: (row) => titles(row.genderGames), folded: true },
          { key: 'nameGames', label: 'İsim oyunları', render: (row) => titles(row.nameGames), folded: true },
          { key: 'birthDateGames', label: 'Doğum günü oyunları', render: (row) => titles(row.birthDateGames), folded: true },
        ]}
        details={(row) => <BabyCountsDetail userId={row.id} />}
        actions={(row) => (
          <Button size="small" onClick={() => editLimits(row)}>
            Limitleri Düzenle
          </Button>
        )}
      />
    ),
  },
  {
    key: 'service-requests',
    label: 'Hizmet Talepleri',
    panel: ({ reply }) => (
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
          { key: 'budget', label: 'Bütçe' },
          { key: 'location', label: 'Konum' },
          { key: 'dateRange', label: 'Tarih aralığı' },
          { key: 'status', label: 'Durum', render: (row) => statusChip(row.status) },
          { key: 'description', label: 'Açıklama', folded: true },
          { key: 'response', label: 'Yanıt', folded: true },
        ]}
        actions={(row) => (
          <Button
            size="small"
            onClick={() => reply({ endpoint: respondToServiceRequest, id: row.id, summary: `${row.userFullName}: ${row.category}, ${row.description}` })}
          >
            Yanıtla
          </Button>
        )}
      />
    ),
  },
  {
    key: 'contact-messages',
    label: 'İletişim Mesajları',
    panel: ({ reply }) => (
      <AdminTable
        title="İletişim Mesajları"
        list={getAdminContactMessages}
        rows={(answer) => answer.contactMessages}
        searchLabel="E-posta"
        statuses={[
          { value: 'pending', label: 'Beklemede' },
          { value: 'responded', label: 'Yanıtlandı' },
          { value: 'read', label: 'Okundu' },
        ]}
        empty="Mesaj yok"
        columns={[
          { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
          { key: 'name', label: 'Ad soyad', render: (row) => `${row.firstName} ${row.lastName}`.trim() },
          { key: 'email', label: 'E-posta' },
          { key: 'phone', label: 'Telefon', render: (row) => oneLine(row.phone) },
          { key: 'subject', label: 'Konu' },
          { key: 'status', label: 'Durum', render: (row) => statusChip(row.status) },
          { key: 'message', label: 'Mesaj', folded: true },
          { key: 'response', label: 'Yanıt', folded: true },
        ]}
        actions={(row) => (
          <Button
            size="small"
            onClick={() =>
              reply({ endpoint: respondToContactMessage, id: row.id, summary: `${row.firstName} ${row.lastName}: ${row.subject}, ${row.message}` })
            }
          >
            Yanıtla
          </Button>
        )}
      />
    ),
  },
  {
    key: 'sms-logs',
    label: 'SMS Kayıtları',
    panel: () => (
      <AdminTable
        title="SMS Kayıtları"
        list={getSmsLogs}
        rows={(answer) => answer.smsLogs}
        searchLabel="Telefon (+90…)"
        statuses={LOG_STATUSES}
        empty="Kayıt yok"
        columns={deliveryLogColumns<SmsLogRow>([{ key: 'phoneNumber', label: 'Telefon', render: (row) => oneLine(row.phoneNumber) }], 'Sipariş numarası')}
        actions={(row) => <ResendButton row={row} />}
      />
    ),
  },
  {
    key: 'email-logs',
    label: 'E-posta Kayıtları',
    panel: () => (
      <AdminTable
        title="E-posta Kayıtları"
        list={getEmailLogs}
        rows={(answer) => answer.emailLogs}
        searchLabel="E-posta"
        statuses={LOG_STATUSES}
        empty="Kayıt yok"
        columns={deliveryLogColumns<EmailLogRow>(
          [
            { key: 'email', label: 'E-posta' },
            { key: 'subject', label: 'Konu' },
          ],
          'Mesaj numarası',
        )}
        actions={(row) => <ResendButton row={row} />}
      />
    ),
  },
  {
    key: 'push-logs',
    label: 'Bildirim Kayıtları',
    panel: () => (
      <AdminTable
        title="Bildirim Kayıtları"
        list={getPushLogs}
        rows={(answer) => answer.pushLogs}
        statuses={LOG_STATUSES.filter((status) => status.value === 'success' || status.value === 'failed')}
        empty="Kayıt yok"
        columns={[
          { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
          { key: 'title', label: 'Başlık' },
          { key: 'status', label: 'Durum', render: (row) => logChip(row.status) },
          { key: 'body', label: 'İçerik', folded: true },
          { key: 'deviceToken', label: 'Cihaz', folded: true },
          { key: 'errorMessage', label: 'Hata', folded: true },
        ]}
      />
    ),
  },
  { key: 'test-email', label: 'E-posta Testi', panel: () => <TestEmailTab /> },
  {
    key: 'expo-tokens',
    label: 'Bildirim Cihazları',
    panel: () => (
      <AdminTable
        title="Bildirim Cihazları"
        list={getExpoTokens}
        rows={(answer) => answer.expoTokens}
        searchLabel="Kullanıcı kimliği"
        empty="Kayıtlı cihaz yok"
        columns={[
          { key: 'userId', label: 'Kullanıcı' },
          { key: 'deviceInfo', label: 'Cihaz' },
          { key: 'isActive', label: 'Aktif', render: (row) => (row.isActive ? 'Evet' : 'Hayır') },
          { key: 'lastUsedAt', label: 'Son kullanım', render: (row) => formatDate(row.lastUsedAt) },
          { key: 'createdAt', label: 'Eklenme', render: (row) => formatDate(row.createdAt) },
          { key: 'expoToken', label: 'Cihaz anahtarı', folded: true },
        ]}
      />
    ),
  },
  { key: 'admins', label: 'Yöneticiler', panel: ({ me }) => <AdminsTab me={me} /> },
  {
    key: 'audit-log',
    label: 'İşlem Geçmişi',
    superAdminOnly: true,
    panel: () => (
      <AdminTable
        title="İşlem Geçmişi"
        list={getAuditLog}
        rows={(answer) => answer.auditLog}
        empty="Henüz işlem yok"
        columns={[
          { key: 'createdAt', label: 'Zaman', render: (row) => formatDate(row.createdAt) },
          {
            key: 'adminUsername',
            label: 'Kim',
            render: (row) => (row.adminUsername ? `${row.adminUsername} (${adminRoleLabel(row.adminRole)})` : 'Hesap sahibi'),
          },
          { key: 'action', label: 'İşlem', render: (row) => AUDIT_ACTION_LABELS[row.action] ?? row.action },
          { key: 'targetType', label: 'Kayıt türü', render: (row) => auditTargetLabel(row.targetType) },
          { key: 'targetId', label: 'Kayıt' },
          { key: 'details', label: 'Ayrıntı', render: (row) => (row.details === '{}' ? '' : row.details), folded: true },
        ]}
      />
    ),
  },
];
