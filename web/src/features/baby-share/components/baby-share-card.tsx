import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { Link as RouterLink } from 'react-router-dom';
import { getBabyShare, saveBabyShare, stopBabyShare } from '@bebek/common/api/baby-share';
import { BABY_SHARE_MESSAGES, type BabyShare } from '@bebek/common/baby-share';
import { paths } from '@/config/paths';
import { ShareLinkDialog } from '@/components/share-link-dialog';
import { SHARE_TEXTS } from '@bebek/common/share';
import { errorMessage } from '@/lib/api-client';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { SHARE_TEXT } from '../texts';

type Choices = Omit<BabyShare, 'token'>;

/**
 * The parent's control of the shared baby page (issue 25, ADR 0033): share it, copy its link, choose
 * whether the growth entries are on it, whether the games' result e-mails tell the participants and
 * whether the link's preview (the birth card, ADR 0067) shows her photo; stop sharing. Placed on the baby's pages (and provisionally on the profile).
 */
export function BabyShareCard() {
  const state = useQuery(endpointQuery(getBabyShare));
  const queryClient = useQueryClient();
  const save = useEndpointMutation(saveBabyShare);
  const stop = useEndpointMutation(stopBabyShare);
  const [draft, setDraft] = useState<Choices>({ showGrowth: false, tellGameParticipants: false, photoInPreview: false });
  const [linkOpen, setLinkOpen] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);

  const share = state.data?.share ?? null;
  const choices: Choices = share ?? draft;
  const link = share ? `${window.location.origin}${paths.sharedBabyPage(share.token)}` : '';
  const busy = save.isPending || stop.isPending;

  const saveChoices = (next: Choices, afterwards?: () => void) =>
    save.mutate(
      { body: next },
      {
        onSuccess: (answer) => {
          // the answer is the new state: the link is there for the dialog at once, before the refetch
          queryClient.setQueryData(endpointQuery(getBabyShare).queryKey, answer);
          afterwards?.();
        },
        onError: (error) => toast.error('Hata', errorMessage(error, 'Paylaşım kaydedilemedi')),
      },
    );

  const change = (key: keyof Choices) => (_event: unknown, checked: boolean) => {
    const next = { ...choices, [key]: checked };
    // before sharing the switches are the choices the link will be made with; after, each change is saved at once
    if (share) saveChoices(next, () => toast.success('Paylaşım ayarları kaydedildi'));
    else setDraft(next);
  };

  const stopSharing = () =>
    stop.mutate(
      {},
      {
        onSuccess: () => {
          setConfirmStop(false);
          toast.success(BABY_SHARE_MESSAGES.stopped);
        },
        onError: (error) => toast.error('Hata', errorMessage(error, 'Paylaşım durdurulamadı')),
      },
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="baby-share-title">
      <CardContent>
        <Typography id="baby-share-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Bebeğinizin Sayfası
        </Typography>
        {state.isPending ? (
          <Typography color="text.secondary">Yükleniyor...</Typography>
        ) : state.isError ? (
          <Alert severity="error">Paylaşım bilgisi yüklenemedi.</Alert>
        ) : !state.data.canShare ? (
          <Stack spacing={1.5} alignItems="flex-start">
            <Typography color="text.secondary">Bebeğinizin doğum tarihini girdiğinizde sayfasını ailenizle paylaşabilirsiniz.</Typography>
            <Button component={RouterLink} to={paths.babyInfo} variant="outlined">
              Doğum Tarihini Gir
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <Typography color="text.secondary">
              {share ? 'Sayfa paylaşılıyor. ' : 'Ailenizle bir bağlantı paylaşın; bebeğinizi büyükanneler de telefondan görsün. '}
              {SHARE_TEXT}
            </Typography>
            <FormControlLabel
              control={<Switch checked={choices.showGrowth} disabled={busy} onChange={change('showGrowth')} />}
              label="Büyüme bilgilerini göster"
            />
            <FormControlLabel
              control={<Switch checked={choices.tellGameParticipants} disabled={busy} onChange={change('tellGameParticipants')} />}
              label="Oyun katılımcılarına sonuç e-postasında bildir"
            />
            <FormControlLabel
              control={<Switch checked={choices.photoInPreview} disabled={busy} onChange={change('photoInPreview')} />}
              label="Doğum kartında fotoğrafımız görünsün"
            />
            {share ? (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={<ShareIcon />} onClick={() => setLinkOpen(true)}>
                  Bağlantıyı Paylaş
                </Button>
                <Button color="error" disabled={busy} onClick={() => setConfirmStop(true)}>
                  Paylaşımı Durdur
                </Button>
              </Stack>
            ) : (
              <Button
                variant="contained"
                startIcon={<ShareIcon />}
                disabled={busy}
                onClick={() => saveChoices(choices, () => setLinkOpen(true))}
                sx={{ alignSelf: 'flex-start' }}
              >
                Sayfayı Paylaş
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      {link ? (
        <ShareLinkDialog
          open={linkOpen}
          link={link}
          onClose={() => setLinkOpen(false)}
          title="Bebeğinizin Sayfasını Paylaşın"
          description={SHARE_TEXT}
          whatsappText={SHARE_TEXTS.babyPage}
        />
      ) : null}
      <Dialog open={confirmStop} onClose={() => setConfirmStop(false)} aria-labelledby="baby-share-stop-title" aria-describedby="baby-share-stop-text">
        <DialogTitle id="baby-share-stop-title">Paylaşım durdurulsun mu?</DialogTitle>
        <DialogContent>
          <DialogContentText id="baby-share-stop-text">
            Eski bağlantı artık açılmaz. Daha sonra yeniden paylaşırsanız yeni bir bağlantı oluşur.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmStop(false)}>Vazgeç</Button>
          <Button color="error" variant="contained" disabled={stop.isPending} onClick={stopSharing}>
            Durdur
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
