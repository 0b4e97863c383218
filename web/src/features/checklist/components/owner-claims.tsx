import { useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Stack, ToggleButton, Typography } from '@mui/material';
import { markClaimReceived, removeClaim, saveClaimSettings } from '@bebek/common/api/checklist';
import type { ChecklistItem, ParentChecklistClaim, ParentChecklistClaims } from '@bebek/common/types';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

/**
 * The parent's side of 'Ben alıyorum' (issue 18): how many items the family has claimed, the
 * surprise setting (see only that an item is taken, not by whom), and on each claimed item who
 * takes it (unless the surprise), 'Teslim aldım' and removing an unwanted claim.
 */
export function ClaimsSummary({ claims }: { claims: ParentChecklistClaims | undefined }) {
  const settings = useEndpointMutation(saveClaimSettings, {
    onError: (error) => toast.error('Hata', errorMessage(error, 'Ayar kaydedilemedi')),
  });
  const count = claims?.claims.length ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>{count > 0 ? `Ailenizden ${count} ürün alınıyor` : 'Henüz ailenizden kimse bir ürün ayırmadı'}</Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        Paylaştığınız listede yakınlarınız &lsquo;Ben alıyorum&rsquo; diyerek ürün ayırabilir. Bu, sizin işaretlerinizi değiştirmez.
      </Typography>
      {/* a toggle button, not a checkbox: the list's ticks are this page's checkboxes */}
      <ToggleButton
        value="surprise"
        size="small"
        color="primary"
        selected={claims?.surprise ?? false}
        disabled={!claims || settings.isPending}
        onChange={() => settings.mutate({ body: { surprise: !(claims?.surprise ?? false) } })}
        sx={{ mt: 1, textTransform: 'none' }}
      >
        {claims?.surprise ? '✓ ' : ''}Sürpriz olsun: kimin ne aldığını gösterme
      </ToggleButton>
    </Paper>
  );
}

export function ClaimLine({ item, claim, surprise }: { item: ChecklistItem; claim: ParentChecklistClaim; surprise: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const failed = (text: string) => (error: unknown) => toast.error('Hata', errorMessage(error, text));
  const received = useEndpointMutation(markClaimReceived, { onError: failed('İşaretlenemedi') });
  const remove = useEndpointMutation(removeClaim, { onError: failed('Kaldırılamadı'), onSuccess: () => setConfirming(false) });
  const who = surprise || !claim.name ? 'Bir yakınınız tarafından alındı' : `${claim.name} tarafından alındı`;
  const params = { itemId: item.id };
  return (
    <Box sx={{ width: '100%', px: 2, pb: 1, pl: 6.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip
          size="small"
          color={claim.receivedAt ? 'success' : 'secondary'}
          label={claim.receivedAt ? `${who} · teslim alındı` : who}
          sx={{ maxWidth: '100%' }}
        />
        {!claim.receivedAt ? (
          <Button size="small" onClick={() => received.mutate({ params })} disabled={received.isPending}>
            Teslim aldım
          </Button>
        ) : null}
        <Button size="small" color="inherit" onClick={() => setConfirming(true)}>
          Kaldır
        </Button>
      </Stack>
      {!surprise && claim.note ? (
        <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mt: 0.5, overflowWrap: 'anywhere' }}>
          Not: {claim.note}
        </Typography>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`remove-claim-${item.id}`}>
        <DialogTitle id={`remove-claim-${item.id}`}>Ayırma kaldırılsın mı?</DialogTitle>
        <DialogContent>
          <DialogContentText>Ürün listede yeniden boş görünür ve başka bir yakınınız ayırabilir.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Vazgeç</Button>
          <Button color="error" variant="contained" onClick={() => remove.mutate({ params })} disabled={remove.isPending}>
            Kaldır
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
