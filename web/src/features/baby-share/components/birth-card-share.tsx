import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, CardContent, Link, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Link as RouterLink } from 'react-router-dom';
import { getBabyShare, saveBabyShare } from '@bebek/common/api/baby-share';
import { birthCardShareText, whatsappShareLink } from '@bebek/common/share';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { SHARE_TEXT } from '../texts';

const linkOf = (token: string) => `${window.location.origin}${paths.sharedBabyPage(token)}`;

/**
 * The birth card after the announcement (issue 35 point 1, ADR 0067): 'WhatsApp'ta paylaş' with a
 * ready text and the baby page's link last, whose preview is the card. Without a share yet, the press
 * makes one with every choice off (no growth, no e-mail line, no photo in the preview); the tab is
 * opened at the press, so that no popup blocker stops it, and sent to WhatsApp once the link exists.
 */
export function BirthCardShare({ babyName }: { babyName: string }) {
  const state = useQuery(endpointQuery(getBabyShare));
  const queryClient = useQueryClient();
  const save = useEndpointMutation(saveBabyShare);
  if (!state.data?.canShare) return null;
  const share = state.data.share;
  const text = birthCardShareText(babyName);

  const create = () => {
    const tab = window.open('', '_blank');
    save.mutate(
      { body: { showGrowth: false, tellGameParticipants: false, photoInPreview: false } },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(endpointQuery(getBabyShare).queryKey, answer);
          const target = whatsappShareLink(text, linkOf(answer.share!.token));
          if (!tab) return window.location.assign(target);
          tab.opener = null;
          tab.location.href = target;
        },
        onError: (error) => {
          tab?.close();
          toast.error('Hata', errorMessage(error, 'Paylaşım kaydedilemedi'));
        },
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="birth-card-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="birth-card-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Doğum Kartı
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Müjdeyi WhatsApp&apos;ta da verin: doğum kartında bebeğinizin adı ve doğum bilgileri görünür. {SHARE_TEXT} Fotoğrafınızın karta da eklenmesini{' '}
          <Link component={RouterLink} to={paths.babyGrowth}>
            bebeğinizin sayfasının ayarlarından
          </Link>{' '}
          seçebilirsiniz.
        </Typography>
        {share ? (
          <Button
            component="a"
            href={whatsappShareLink(text, linkOf(share.token))}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="success"
            startIcon={<WhatsAppIcon />}
          >
            WhatsApp&apos;ta paylaş
          </Button>
        ) : (
          <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} disabled={save.isPending} onClick={create}>
            WhatsApp&apos;ta paylaş
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
