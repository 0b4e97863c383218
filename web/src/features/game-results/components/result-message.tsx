import { Box, Button, Typography } from '@mui/material';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { GAME_MESSAGES } from '@bebek/common/schemas/messages';
import { paths } from '@/config/paths';
import { HomeLogoButton } from '@/components/centered-card-layout';
import { CopyrightYears } from '@/components/copyright-years';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * What a result page says when it has no result to show (part 2 §8, ADR 0017): 'Geçersiz link'
 * without a token, 'Game not found' for a token that names no game, 'Sonuç henüz açıklanmadı' for a
 * game whose owner has not published it yet, the neutral sentence of a paused parent's pages (ADR
 * 0018), 'Sonuç bulunamadı' for anything else.
 */
export function resultFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    if (error.serverMessage === PAGE_UNAVAILABLE) return PAGE_UNAVAILABLE;
    if (error.serverMessage === GAME_MESSAGES.resultGameNotFound) return GAME_MESSAGES.resultGameNotFound;
    if (error.serverMessage === GAME_MESSAGES.resultNotRevealed) return GAME_MESSAGES.resultNotRevealed;
  }
  return GAME_MESSAGES.resultNotFound;
}

export function Message({ text, detail }: { text: string; detail?: string }) {
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {text}
        </Typography>
        {detail ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {detail}
          </Typography>
        ) : null}
        <Button href={paths.home} sx={{ mt: 2 }}>
          Ana Sayfaya Dön
        </Button>
      </Box>
    </Box>
  );
}

/** The page for a failed result lookup. */
export function ResultFailure({ error }: { error: unknown }) {
  const text = resultFailureText(error);
  return (
    <Message
      text={text}
      detail={text === GAME_MESSAGES.resultNotRevealed ? 'Anne ve baba adayları sonucu açıkladığında bu sayfada göreceksiniz.' : undefined}
    />
  );
}

/** Copies a result page's link; where the clipboard is refused (an in-app browser), says where to find it. */
export async function copyResultLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link kopyalandı!');
  } catch {
    toast.info('Bağlantıyı adres çubuğundan kopyalayabilirsiniz');
  }
}

/** The result pages' footer: the way home and the spec's copyright line (part 1 §2). */
export function ResultFooter() {
  return (
    <Box component="footer" sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <HomeLogoButton />
      <Typography variant="body2" color="text.secondary">
        © <CopyrightYears /> Bebek Yolculuğu
      </Typography>
    </Box>
  );
}
