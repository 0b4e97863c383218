import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getSharedChecklist, releaseChecklistClaim } from '@bebek/common/api/checklist';
import { displayName } from '@bebek/common/content/checklist-catalogue';
import type { ChecklistItem, SharedChecklist } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { isPageUnavailable, PageUnavailable } from '@/components/page-unavailable';
import { SharedPageFrame, SharedPageNotFound } from '@/components/shared-page-frame';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { turkishDay } from '@bebek/common/calendar-day';
import { claimOwner, forgetClaim, myClaims } from '../utils/my-claims';
import { ChecklistView } from './checklist-view';
import { ClaimDialog } from './claim-dialog';

/** Under each item a relative may still get: 'Ben alıyorum', or who is getting it as far as this browser knows. */
function ClaimControls({
  token,
  shared,
  item,
  onClaim,
}: {
  token: string;
  shared: SharedChecklist;
  item: ChecklistItem;
  onClaim: (item: ChecklistItem) => void;
}) {
  const release = useEndpointMutation(releaseChecklistClaim);
  const mine = myClaims(token);
  const owner = claimOwner(shared.claims ?? [], mine, item.id);
  if (item.checked && owner === null) return null;
  const letGo = () =>
    release.mutate(
      { params: { token, itemId: item.id }, body: { secret: mine[item.id]?.secret ?? '' } },
      {
        onSuccess: () => {
          forgetClaim(token, item.id);
          toast.success('Ayırmanız kaldırıldı');
        },
        onError: (error) => toast.error('Hata', errorMessage(error, 'Ayırma kaldırılamadı')),
      },
    );
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ ml: 'auto', px: 2, py: 0.5 }}>
      {owner === 'mine' ? (
        <>
          <Chip size="small" color="success" label="Bunu siz alıyorsunuz" />
          <Button size="small" onClick={letGo} disabled={release.isPending}>
            Vazgeç
          </Button>
        </>
      ) : owner === 'other' ? (
        <Chip size="small" label="Bir yakınınız alıyor" />
      ) : (
        <Button size="small" variant="outlined" onClick={() => onClaim(item)} aria-label={`Ben alıyorum: ${displayName(item.name)}`}>
          Ben alıyorum
        </Button>
      )}
    </Stack>
  );
}

/** A parent's checklist as visitors see it through the share link: read-only, no login, no app shell. */
export default function PublicChecklistPage() {
  const { checklistToken = '' } = useParams();
  const shared = useQuery({ ...endpointQuery(getSharedChecklist, { params: { token: checklistToken } }), enabled: checklistToken.length > 0 });
  const owner = shared.data?.user;
  const [claiming, setClaiming] = useState<ChecklistItem | null>(null);

  return (
    <SharedPageFrame
      action={
        owner ? (
          <Button component={RouterLink} to={paths.publicProfile(owner.id)} variant="outlined" startIcon={<PersonIcon />} aria-label="Profili görüntüle">
            Profil
          </Button>
        ) : null
      }
    >
      {shared.isPending && checklistToken ? (
        <LoadingScreen />
      ) : isPageUnavailable(shared.error) ? (
        <PageUnavailable />
      ) : shared.isSuccess && owner ? (
        <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
          <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, mb: 3, textAlign: 'center', background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)' }}>
            <Typography sx={{ fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: '0.8rem' }} color="primary.dark">
              Bebek İhtiyaç Listesi
            </Typography>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 0.5, fontSize: { xs: '1.7rem', sm: '2.2rem' }, overflowWrap: 'anywhere' }}>
              {owner.babyName.trim() || owner.fullName}
            </Typography>
            {turkishDay(owner.expectedBirthDate) ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Tahmini doğum tarihi:{' '}
                <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                  {turkishDay(owner.expectedBirthDate)}
                </Box>
              </Typography>
            ) : null}
            <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '0.95rem' }}>
              Bir ürünü siz almak isterseniz &lsquo;Ben alıyorum&rsquo; deyin; böylece başka bir yakınınız aynı ürünü almaz.
            </Typography>
          </Paper>
          <ChecklistView
            items={shared.data.products}
            foldKey={`shared:${checklistToken}`}
            itemExtra={(item) => <ClaimControls token={checklistToken} shared={shared.data} item={item} onClaim={setClaiming} />}
          />
          {claiming ? <ClaimDialog token={checklistToken} item={claiming} onClose={() => setClaiming(null)} /> : null}
        </Container>
      ) : (
        <SharedPageNotFound emoji="🧺" title="Liste Bulunamadı" text="Bu liste mevcut değil veya kaldırılmış" />
      )}
    </SharedPageFrame>
  );
}
