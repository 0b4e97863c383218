import { Box } from '@mui/material';
import { AWAITING_PROOF } from '@bebek/common/delivery';
import { SENDING } from '@bebek/common/schemas/sending-messages';
import { EmailVerificationNotice } from '@/components/email-verification-notice';

/**
 * The announcement's page while its messages wait for her proof (ADR 0049): 'Doğrulamanızı
 * bekliyor', what happens once she proves, and both proofs, the phone's code open at once (the
 * quickest from a hospital bed). Before the press: that a press without the proof is recorded and waits.
 */
export function ProofForTheAnnouncement({ waiting, contacts }: { waiting: boolean; contacts: number }) {
  return (
    <Box sx={{ mb: 2 }} data-testid={waiting ? 'waiting-for-proof' : undefined}>
      {waiting ? (
        <EmailVerificationNotice title={AWAITING_PROOF} text={SENDING.announcementWaiting(contacts)} phoneOpen />
      ) : (
        <EmailVerificationNotice text={SENDING.announcementBeforeProof} />
      )}
    </Box>
  );
}
