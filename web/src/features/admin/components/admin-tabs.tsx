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
  respondToContactMessage,
  respondToServiceRequest,
} from '@bebek/common/api/admin';
import { LOG_STATUS_LABELS, MESSAGE_KIND_LABELS } from '@bebek/common/delivery';
import { AUDIT_ACTION_LABELS, adminRoleLabel, auditDetailsText, auditTargetLabel } from '@bebek/common/schemas/admin-messages';
import { displayPhone, phoneSearchKey } from '@bebek/common/search';
import type { AdminIdentity, AdminUserRow, AuditLogRow, EmailLogRow, LogSearchMatch, PushLogRow, SmsLogRow } from '@bebek/common/types';
import { AdminTable, formatDate, type Column } from './admin-table';
import { AdminsTab } from './admins-tab';
import { BabyCountsDetail } from './baby-counts';
import { BirthAnnouncementDetail } from './birth-announcement-detail';
import { MatchedParents } from './delivery-logs';
import { LogStatusChip, mayResendLogged, ResendButton } from './log-status';
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
const logChip = (status: string) => <LogStatusChip status={status} />;
/** The kind of a logged message in Turkish ('birth_notification' reads 'Doğum bildirimi'). */
const kindLabel = (kind: string) => MESSAGE_KIND_LABELS[kind] ?? (kind || '—');
/** A number or an address on one line: broken mid-number it cannot be read (or copied). */
const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
/** The parent a message was sent for (ADR 0054): her name, and her address under it to tell two of one name apart. */
function parentCell(row: Pick<PushLogRow, 'parentName' | 'parentEmail'>) {
  if (!row.parentName) return '—';
  return (
    <Stack spacing={0}>
      <span>{row.parentName}</span>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.parentEmail}
      </Typography>
    </Stack>
  );
}
const parentColumn = <Row extends Pick<PushLogRow, 'parentName' | 'parentEmail'>>(): Column<Row> => ({ key: 'parent', label: 'Ebeveyn', render: parentCell });
/** The matched parents above a log searched for them; nothing without a search. */
const matchedParents = (search: string) => (answer: { matched: LogSearchMatch }) =>
  search ? <MatchedParents search={search} matched={answer.matched} /> : null;

type DeliveryLogRow = Pick<
  SmsLogRow,
  'createdAt' | 'gameType' | 'gameTitle' | 'participantName' | 'status' | 'message' | 'orderId' | 'errorMessage' | 'parentName' | 'parentEmail'
>;
/** The columns the SMS and the e-mail log share, around the ones each has of its own (the number; the address and subject). */
function deliveryLogColumns<Row extends DeliveryLogRow>(own: Array<Column<Row>>, orderIdLabel: string): Array<Column<Row>> {
  return [
    { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
    { key: 'gameType', label: 'Tür', render: (row) => kindLabel(row.gameType) },
    { key: 'gameTitle', label: 'Başlık' },
    parentColumn<Row>(),
    { key: 'participantName', label: 'Alıcı' },
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

/** A row's resend, for a message that failed or is held. */
const resendAction = (row: { messageId: string; status: string }) => (mayResendLogged(row.status) ? <ResendButton messageId={row.messageId} /> : null);

/** Who did it: the operator's name, username and role; the account owner for her own deletion. */
function auditActor(row: AuditLogRow): string {
  if (!row.adminUsername) return 'Hesap sahibi';
  const role = adminRoleLabel(row.adminRole);
  return row.adminName ? `${row.adminName} (${row.adminUsername}, ${role})` : `${row.adminUsername} (${role})`;
}

/** What a tab's panel may open: the dialogs live in the page, once. */
export interface TabContext {
  me: AdminIdentity;
  editLimits: (target: LimitsTarget) => void;
  reply: (target: ReplyTarget) => void;
  /** The search its group's tabs share (the delivery logs': a parent or a recipient, ADR 0054); '' without one. */
  search: string;
}

/**
 * Tabs shown together under one tab of the bar, each a tab of its own below it, with one search for
 * all (ADR 0054): the three delivery logs, so that the bar holds every section at 1,366 px and an
 * operator who looks for a mother's messages types her address once.
 */
export const ADMIN_TAB_GROUPS = {
  logs: {
    label: 'Gönderim Kayıtları',
    searchLabel: 'Ebeveyn veya alıcı',
    searchHelp: 'Ebeveynin adı, e-postası veya telefonu; alıcının numarası veya e-postası',
    // the same search again reads them again: a message's state may have moved since
    lists: [getSmsLogs, getEmailLogs, getPushLogs],
  },
} as const;
export type AdminTabGroup = keyof typeof ADMIN_TAB_GROUPS;

export interface AdminTabDefinition {
  /** The tab's name in the address (?tab=…) and in code: never its position. */
  key: string;
  label: string;
  /** Only a super_admin sees it (the api refuses the others too). */
  superAdminOnly?: boolean;
  /** Shown under its group's tab (ADMIN_TAB_GROUPS), still addressed by its own key. */
  group?: AdminTabGroup;
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
        searchLabel="İsim, e-posta veya telefon"
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
          { key: 'phone', label: 'Telefon', render: (row) => (row.phone ? displayPhone(phoneSearchKey(row.phone) || row.phone) : '—'), folded: true },
        ]}
        details={(row) => (
          <>
            <BirthAnnouncementDetail userId={row.id} />
            <BabyCountsDetail userId={row.id} />
          </>
        )}
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
    group: 'logs',
    panel: ({ search }) => (
      <AdminTable
        key={search}
        title="SMS Kayıtları"
        list={getSmsLogs}
        rows={(answer) => answer.smsLogs}
        search={search}
        summary={matchedParents(search)}
        statuses={LOG_STATUSES}
        empty="Kayıt yok"
        columns={deliveryLogColumns<SmsLogRow>([{ key: 'phoneNumber', label: 'Telefon', render: (row) => oneLine(row.phoneNumber) }], 'Sipariş numarası')}
        actions={resendAction}
      />
    ),
  },
  {
    key: 'email-logs',
    label: 'E-posta Kayıtları',
    group: 'logs',
    panel: ({ search }) => (
      <AdminTable
        key={search}
        title="E-posta Kayıtları"
        list={getEmailLogs}
        rows={(answer) => answer.emailLogs}
        search={search}
        summary={matchedParents(search)}
        statuses={LOG_STATUSES}
        empty="Kayıt yok"
        columns={deliveryLogColumns<EmailLogRow>(
          [
            { key: 'email', label: 'E-posta' },
            { key: 'subject', label: 'Konu' },
          ],
          'Mesaj numarası',
        )}
        actions={resendAction}
      />
    ),
  },
  {
    key: 'push-logs',
    label: 'Bildirim Kayıtları',
    group: 'logs',
    panel: ({ search }) => (
      <AdminTable
        key={search}
        title="Bildirim Kayıtları"
        list={getPushLogs}
        rows={(answer) => answer.pushLogs}
        search={search}
        summary={matchedParents(search)}
        statuses={LOG_STATUSES.filter((status) => status.value === 'success' || status.value === 'failed')}
        empty="Kayıt yok"
        columns={[
          { key: 'createdAt', label: 'Tarih', render: (row) => formatDate(row.createdAt) },
          parentColumn<PushLogRow>(),
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
          { key: 'adminUsername', label: 'Kim', render: auditActor },
          { key: 'action', label: 'İşlem', render: (row) => AUDIT_ACTION_LABELS[row.action] ?? row.action },
          { key: 'targetType', label: 'Kayıt türü', render: (row) => auditTargetLabel(row.targetType) },
          // the record by name (ADR 0054); an e-mail address is its own name; a deleted one reads so, never by an old name
          { key: 'targetName', label: 'Kayıt', render: (row) => row.targetName || row.targetId },
          { key: 'details', label: 'Ayrıntı', render: (row) => auditDetailsText(row.details), folded: true },
          { key: 'targetId', label: 'Kayıt numarası', render: (row) => (row.targetGone ? '' : row.targetId), folded: true },
        ]}
      />
    ),
  },
];
