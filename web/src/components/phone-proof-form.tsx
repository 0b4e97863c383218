import { useEffect, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { confirmPhoneVerification, requestPhoneVerification } from '@bebek/common/api/phone-verification';
import { PHONE_VERIFICATION } from '@bebek/common/schemas/phone-verification-messages';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

/** Android's browsers read the code of our SMS by themselves (its last line names our site, WebOTP); elsewhere she types it. */
type OtpCredential = Credential & { code: string };
function useSmsCode(active: boolean, fill: (code: string) => void) {
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    void (navigator.credentials.get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions) as Promise<OtpCredential | null>)
      .then((credential) => credential && fill(credential.code))
      .catch(() => undefined);
    return () => abort.abort();
  }, [active, fill]);
}

/**
 * The phone's proof (ADR 0049): her mobile number (the profile's, which she may correct), 'Kod
 * Gönder', then the six digits and 'Doğrula'. Proving it proves the account: what waited for the
 * proof (the birth announcement, a game's results) goes at once.
 */
export function PhoneProofForm({ onProven }: { onProven?: () => void }) {
  const profile = useProfile();
  const request = useEndpointMutation(requestPhoneVerification);
  const confirm = useEndpointMutation(confirmPhoneVerification);
  const [phone, setPhone] = useState(profile.data?.phone ?? '');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  useSmsCode(Boolean(sentTo), setCode);

  const send = async () => {
    setError('');
    try {
      const answer = await request.mutateAsync({ body: { phone } });
      setSentTo(answer.phone);
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure, 'Kod gönderilemedi'));
    }
  };
  const verify = async () => {
    setError('');
    try {
      const answer = await confirm.mutateAsync({ body: { code } });
      toast.success('Hesabınız doğrulandı', answer.message);
      onProven?.();
    } catch (failure) {
      setError(errorMessage(failure, 'Kod doğrulanamadı'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      data-testid="phone-proof"
      onSubmit={(event) => {
        event.preventDefault();
        void (sentTo ? verify() : send());
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography variant="body2">{PHONE_VERIFICATION.explain}</Typography>
      {sentTo ? (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {PHONE_VERIFICATION.sent(sentTo)}
          </Typography>
          <TextField
            label={PHONE_VERIFICATION.codeLabel}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            error={Boolean(error)}
            helperText={error || undefined}
            size="small"
            autoFocus
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={code.length !== 6 || confirm.isPending}>
              {PHONE_VERIFICATION.confirm}
            </Button>
            <Button type="button" onClick={() => void send()} disabled={request.isPending}>
              {PHONE_VERIFICATION.sendAgain}
            </Button>
          </Stack>
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
          <TextField
            label={PHONE_VERIFICATION.phoneLabel}
            type="tel"
            placeholder="05xx xxx xx xx"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={Boolean(error)}
            helperText={error || undefined}
            size="small"
          />
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {PHONE_VERIFICATION.send}
          </Button>
        </Box>
      )}
    </Box>
  );
}
