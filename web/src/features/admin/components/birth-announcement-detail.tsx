import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { getAdminUserBirthNotification } from '@bebek/common/api/admin';
import { displayPhone } from '@bebek/common/search';
import type { AdminAnnouncementContact, AdminContactMessageState } from '@bebek/common/types';
import { endpointQuery } from '@/lib/endpoint-queries';
import { adminIdToken } from '../session';
import { formatDate } from './admin-table';
import { LogStatusChip, ResendButton } from './log-status';

/** What became of one message of hers: its state as the logs name it, why it failed, and the resend where it can help. */
function MessageLine({ channel, contact, state, note }: { channel: string; contact: string; state: AdminContactMessageState | null; note?: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, minWidth: 64 }}>
        {channel}:
      </Typography>
      {state ? (
        <>
          <LogStatusChip status={state.status} />
          {state.kind === 'correction' ? <Typography variant="caption">düzeltme</Typography> : null}
          <Typography component="span" variant="caption" color="text.secondary">
            {formatDate(state.sentAt)}
          </Typography>
          {state.reason ? (
            <Typography component="span" variant="body2">
              {state.reason}
            </Typography>
          ) : null}
          {state.needsNewAddress ? (
            <Typography component="span" variant="body2" color="text.secondary">
              (ebeveynin numarayı veya adresi düzeltip yeniden göndermesi gerekir)
            </Typography>
          ) : state.canResend ? (
            <ResendButton messageId={state.messageId} label={`${contact} için ${channel} tekrar gönder`} />
          ) : null}
        </>
      ) : (
        <Typography component="span" variant="body2" color="text.secondary">
          {note || 'Gönderilmedi'}
        </Typography>
      )}
    </Stack>
  );
}

function ContactDeliveries({ contact }: { contact: AdminAnnouncementContact }) {
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{contact.name}</strong> · {displayPhone(contact.phone)}
        {contact.email ? ` · ${contact.email}` : ''}
      </Typography>
      <MessageLine channel="SMS" contact={contact.name} state={contact.delivery.sms} note={contact.smsNote} />
      {contact.email ? <MessageLine channel="E-posta" contact={contact.name} state={contact.delivery.email} /> : null}
    </Box>
  );
}

/**
 * A parent's birth announcement in the user detail (ADR 0054): whether and when it went, and each
 * contact's SMS and e-mail as the delivery logs show them, with the resend the logs offer. Read when
 * her row is opened, one user at a time.
 */
export function BirthAnnouncementDetail({ userId }: { userId: string }) {
  const answer = useQuery(endpointQuery(getAdminUserBirthNotification, { params: { id: userId }, token: adminIdToken }));
  let body;
  if (answer.isError) body = `Okunamadı (${answer.error.message})`;
  else if (!answer.data) body = 'Yükleniyor…';
  else {
    const { announcedAt, correctionSentAt, actualBirthDate, contacts, maxContacts } = answer.data;
    const summary = announcedAt
      ? `Gönderildi: ${formatDate(announcedAt)}${actualBirthDate ? ` · doğum tarihi ${actualBirthDate.split('-').reverse().join('.')}` : ''}${correctionSentAt ? ` · düzeltme: ${formatDate(correctionSentAt)}` : ''}`
      : contacts.length
        ? `Henüz gönderilmedi · ${contacts.length} kişi kayıtlı (en fazla ${maxContacts})`
        : 'Henüz gönderilmedi · kayıtlı kişi yok';
    body = (
      <>
        {summary}
        {contacts.length ? (
          <Box component="ul" aria-label="Doğum bildirimi kişileri" sx={{ m: 0, pl: 2.5 }}>
            {contacts.map((contact, index) => (
              <ContactDeliveries key={`${contact.phone}-${index}`} contact={contact} />
            ))}
          </Box>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        Doğum bildirimi
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {body}
      </Typography>
    </>
  );
}
