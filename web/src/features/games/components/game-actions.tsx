import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { gamesOf } from '@bebek/common/api/games';
import { resultPath } from '@bebek/common/games';
import { INCOMPLETE_BABY_INFO_REDIRECT_MS } from '@bebek/common/constants';
import type { Game } from '@bebek/common/types';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { copyText } from '../utils/copy-text';
import { shareLink } from '../utils/game-kinds';
import { ConfirmDialog } from './confirm-dialog';
import { useDelayedNavigate } from './use-delayed-navigate';

/** The publish answer (400) and the share gate both say this (part 2 §8). */
const BABY_INFO_MISSING = 'Bebek bilgileri eksik!';

async function copyWithToast(link: string) {
  if (await copyText(link)) toast.success('Link kopyalandı!');
  else toast.error('Hata', 'Bağlantı kopyalanamadı. Lütfen adres çubuğundan kopyalayın.');
}

/** Gender result sharing: only once baby info is complete; while the profile loads the owner is asked to wait. */
function GenderResultActions({ game }: { game: Game }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const later = useDelayedNavigate();
  const gated = (action: () => void) => () => {
    if (profile.isPending) {
      toast.info('Lütfen bekleyin...');
      return;
    }
    if (!profile.data?.babyInfoCompleted) {
      toast.error(BABY_INFO_MISSING);
      later(paths.profile, INCOMPLETE_BABY_INFO_REDIRECT_MS);
      return;
    }
    action();
  };
  if (profile.isPending) {
    return (
      <Button variant="contained" disabled>
        Lütfen bekleyin...
      </Button>
    );
  }
  const resultLink = `${window.location.origin}${paths.gameResult(game.token)}`;
  return (
    <>
      <Button variant="contained" startIcon={<VisibilityIcon />} onClick={gated(() => navigate(paths.gameResult(game.token)))}>
        Sonucu Gör
      </Button>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={gated(() => void copyWithToast(resultLink))}>
        Sonuç Linkini Kopyala
      </Button>
    </>
  );
}

const PUBLISH_TEXT =
  'Sonucu yayınladığınızda oyun tamamlanır, artık yeni tahmin alınmaz ve e-posta adresi ya da telefonu olan her katılımcıya sonuç sayfasının bağlantısı gönderilir. Devam etmek istiyor musunuz?';

/** A published game's result page: the birth-date game's and the name game's for everyone; the gender reveal as the spec gates it. */
function ResultActions({ game }: { game: Game }) {
  const navigate = useNavigate();
  if (game.type === 'gender') return <GenderResultActions game={game} />;
  const path = resultPath(game.type, game.token);
  return (
    <>
      <Button variant="contained" startIcon={<VisibilityIcon />} onClick={() => navigate(path)}>
        Sonucu Gör
      </Button>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copyWithToast(`${window.location.origin}${path}`)}>
        Sonuç Linkini Kopyala
      </Button>
    </>
  );
}

/** Per game: copy the share link, close or reopen guessing, publish the result, the result page once published, delete. */
export function GameActions({ game }: { game: Game }) {
  const endpoints = gamesOf[game.type];
  // publishing makes the owner's list and the result page stale wherever they are shown
  const publish = useEndpointMutation(endpoints.publish);
  const update = useEndpointMutation(endpoints.update);
  const remove = useEndpointMutation(endpoints.remove);
  const navigate = useNavigate();
  const later = useDelayedNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = `publish-${game.id}-title`;

  const setClosed = async (closed: boolean) => {
    try {
      await update.mutateAsync({ params: { gameId: game.id }, body: { closed } });
      toast.success(closed ? 'Tahminler kapandı' : 'Oyun yeniden açıldı', closed ? 'Artık yeni tahmin alınmaz.' : 'Yeni tahminler alınabilir.');
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, 'Oyun güncellenemedi'));
    }
  };
  const runDelete = async () => {
    try {
      await remove.mutateAsync({ params: { gameId: game.id } });
      setDeleting(false);
      toast.success('Oyun silindi');
    } catch (failure) {
      setDeleting(false);
      toast.error('Hata', errorMessage(failure, 'Oyun silinemedi'));
    }
  };

  const runPublish = async () => {
    try {
      await publish.mutateAsync({ params: { gameId: game.id } });
      setConfirming(false);
      if (game.type === 'name') {
        navigate(paths.nameResult(game.token));
        return;
      }
      toast.success('Sonuç yayınlandı', 'Sonuç sayfasını artık görüntüleyip paylaşabilirsiniz; katılımcılara bağlantı gönderildi.');
    } catch (failure) {
      setConfirming(false);
      if (game.type === 'gender' && failure instanceof ApiError && failure.status === 400) {
        toast.error(BABY_INFO_MISSING);
        later(paths.profile, INCOMPLETE_BABY_INFO_REDIRECT_MS);
        return;
      }
      toast.error('Hata', errorMessage(failure, 'Sonuç yayınlanamadı'));
    }
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copyWithToast(shareLink(game.token, window.location.origin))}>
        Linki Kopyala
      </Button>
      {game.status === 'active' ? (
        <>
          <Button variant="contained" startIcon={<CampaignIcon />} onClick={() => setConfirming(true)}>
            Sonucu Yayınla
          </Button>
          {!game.closed ? (
            <Button variant="outlined" startIcon={<LockIcon />} onClick={() => void setClosed(true)} disabled={update.isPending}>
              Tahminleri Kapat
            </Button>
          ) : game.closedBy !== 'birth' ? (
            <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={() => void setClosed(false)} disabled={update.isPending}>
              Yeniden Aç
            </Button>
          ) : null}
        </>
      ) : (
        <ResultActions game={game} />
      )}
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
        Oyunu Sil
      </Button>
      <ConfirmDialog
        open={deleting}
        title="Oyunu Sil"
        text={`"${game.title}" oyunu, katılımcıları ve tahminleriyle birlikte silinsin mi? Bu işlem geri alınamaz; linkleri artık çalışmaz.`}
        confirm="Sil"
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void runDelete()}
      />
      <Dialog open={confirming} onClose={() => (publish.isPending ? undefined : setConfirming(false))} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Sonucu Yayınla</DialogTitle>
        <DialogContent>
          <DialogContentText>{PUBLISH_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={publish.isPending}>
            Vazgeç
          </Button>
          <Button variant="contained" onClick={() => void runPublish()} disabled={publish.isPending}>
            {publish.isPending ? 'Yayınlanıyor...' : 'Yayınla'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
