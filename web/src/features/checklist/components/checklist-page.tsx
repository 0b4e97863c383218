import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Container, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ShareIcon from '@mui/icons-material/Share';
import { getChecklist, getChecklistClaims, removeOwnChecklistItem, shareChecklist } from '@bebek/common/api/checklist';
import { displayName, HOSPITAL_BAG_WHEN, hospitalBagAdvice } from '@bebek/common/content/checklist-catalogue';
import { pregnancyProgress } from '@bebek/common/pregnancy';
import type { ChecklistItem } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { useToggleChecklistItem } from '../api/toggle-checklist-item';
import { ChecklistView } from './checklist-view';
import { ClaimLine, ClaimsSummary } from './owner-claims';
import { ShareLinkDialog } from '@/components/share-link-dialog';
import { SHARE_TEXTS } from '@bebek/common/share';
import type { ChecklistTab } from '../utils/checklist-items';

// the form and its validation load when she opens it
const OwnItemDialog = lazy(() => import('./own-item-dialog').then((module) => ({ default: module.OwnItemDialog })));

/** The parent's own checklist (/checklist): tabs, grouped items to tick, and a public share link. */
export default function ChecklistPage() {
  const profile = useProfile();
  // runs only once the profile has loaded (spec part 1 §7)
  const checklist = useQuery({ ...endpointQuery(getChecklist), enabled: profile.isSuccess });
  const claims = useQuery({ ...endpointQuery(getChecklistClaims), enabled: profile.isSuccess });
  const claimOf = (item: ChecklistItem) => claims.data?.claims.find((claim) => claim.itemId === item.id);
  const toggle = useToggleChecklistItem();
  const share = useEndpointMutation(shareChecklist);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [adding, setAdding] = useState<ChecklistTab | null>(null);
  const remove = useEndpointMutation(removeOwnChecklistItem);
  const expected = profile.data?.expectedBirthDate;
  const week = expected ? pregnancyProgress(expected).currentWeek : null;

  const onRemove = (item: ChecklistItem) =>
    remove.mutate(
      { params: { itemId: item.id } },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error('Hata', errorMessage(error, 'Ürün kaldırılamadı')),
      },
    );

  const tabIntro = (tab: ChecklistTab) => (
    <>
      {tab === 'hospital_bag' ? (
        <Alert severity="info" icon={false} sx={{ mt: 2 }}>
          <Box component="strong" sx={{ display: 'block' }}>
            Ne zaman hazırlanmalı?
          </Box>
          {HOSPITAL_BAG_WHEN}
          {week ? <Box sx={{ mt: 0.5, fontWeight: 600 }}>{hospitalBagAdvice(week)}</Box> : null}
        </Alert>
      ) : null}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(tab)} sx={{ mt: 2 }}>
        Kendi ürününüzü ekleyin
      </Button>
    </>
  );

  const onToggle = (item: ChecklistItem) => toggle.mutate({ body: { productId: item.id, checked: !item.checked } });

  const onShare = () =>
    share.mutate(
      {},
      {
        onSuccess: ({ token }) => {
          setShareLink(`${window.location.origin}${paths.publicChecklist(token)}`);
          setDialogOpen(true);
        },
        onError: (error) => {
          console.warn('Creating the share link failed', error);
          toast.error('Hata', errorMessage(error, 'Paylaşım bağlantısı oluşturulamadı'));
        },
      },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
            İhtiyaçlarım
          </Typography>
          <Typography color="text.secondary">Bebeğiniz için gerekenleri ve doğum çantanızı işaretleyerek takip edin.</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<ShareIcon />}
          onClick={onShare}
          disabled={share.isPending}
          sx={{ '&.Mui-disabled': { bgcolor: 'primary.light', color: 'primary.dark' } }}
        >
          {share.isPending ? 'Oluşturuluyor...' : 'Listeyi Paylaş'}
        </Button>
      </Box>

      {checklist.isError ? (
        <Alert severity="error" action={<Button onClick={() => void checklist.refetch()}>Tekrar dene</Button>}>
          {errorMessage(checklist.error, 'Liste yüklenirken bir hata oluştu')}
        </Alert>
      ) : checklist.isSuccess ? (
        <>
          <ClaimsSummary claims={claims.data} />
          <ChecklistView
            items={checklist.data}
            onToggle={onToggle}
            foldKey="own"
            tabIntro={tabIntro}
            itemExtra={(item) => {
              const claim = claimOf(item);
              return (
                <>
                  {item.own ? (
                    <IconButton
                      onClick={() => onRemove(item)}
                      disabled={remove.isPending}
                      aria-label={`Listeden kaldır: ${displayName(item.name)}`}
                      sx={{ mr: 1 }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  ) : null}
                  {claim ? <ClaimLine item={item} claim={claim} surprise={claims.data?.surprise ?? false} /> : null}
                </>
              );
            }}
          />
        </>
      ) : (
        <LoadingScreen />
      )}

      {adding ? (
        <Suspense fallback={null}>
          <OwnItemDialog initialType={adding} onClose={() => setAdding(null)} />
        </Suspense>
      ) : null}
      {shareLink ? <ShareLinkDialog open={dialogOpen} link={shareLink} onClose={() => setDialogOpen(false)} whatsappText={SHARE_TEXTS.checklist} /> : null}
    </Container>
  );
}
