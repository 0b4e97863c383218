import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { SWIPE_THRESHOLD_PX, WALKTHROUGH_SLIDES } from '@bebek/common/constants';
import { completeWalkthrough } from '@/lib/onboarding';

const SLIDES = [
  { emoji: '🍎', title: 'Haftalık bebek takibi', text: 'Bebeğinizin her hafta hangi meyve büyüklüğünde olduğunu, boyunu, kilosunu ve gelişimini görün.' },
  { emoji: '🧺', title: 'İhtiyaç listesi', text: '150 ürünlük listeyle bebek ihtiyaçlarını ve doğum çantasını kolayca hazırlayın.' },
  { emoji: '🎲', title: 'Tahmin oyunları', text: 'Cinsiyet, isim ve doğum tarihi tahmin oyunlarıyla sevdiklerinizi heyecana ortak edin.' },
  { emoji: '💌', title: 'Sevdiklerinizle paylaşın', text: 'Oyunlarınızı ve listenizi WhatsApp ile paylaşın; hesap açmadan da katılabilirler.' },
  { emoji: '🛍️', title: 'Hizmet talepleri', text: 'Bebek odası, fotoğraf çekimi ve parti organizasyonu için teklif isteyin.' },
  { emoji: '📣', title: 'Doğum bildirimi', text: 'Bebeğiniz doğduğunda sevdiklerinize tek tuşla SMS ve e-posta gönderin.' },
];

/** The walkthrough (part 2 §2): 6 slides, back/next/start, skip, swipe over 30 px, 150 ms transition. */
export default function Walkthrough() {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const last = index === WALKTHROUGH_SLIDES - 1;
  const go = useCallback((next: number) => setIndex(Math.max(0, Math.min(WALKTHROUGH_SLIDES - 1, next))), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(index + 1);
      if (event.key === 'ArrowLeft') go(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index]);
  const slide = SLIDES[index] ?? SLIDES[0]!;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        p: 3,
        background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)',
        touchAction: 'pan-y',
      }}
      onPointerDown={(event) => {
        start.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (start.current === null) return;
        const moved = event.clientX - start.current;
        start.current = null;
        if (moved < -SWIPE_THRESHOLD_PX) go(index + 1);
        else if (moved > SWIPE_THRESHOLD_PX) go(index - 1);
      }}
    >
      <Stack direction="row" justifyContent="flex-end">
        <Button onClick={completeWalkthrough}>Atla</Button>
      </Stack>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
        <Box
          key={index}
          sx={{
            maxWidth: 420,
            animation: 'slideIn 150ms ease-out',
            '@keyframes slideIn': { from: { opacity: 0, transform: 'translateX(24px)' }, to: { opacity: 1, transform: 'none' } },
          }}
          aria-live="polite"
        >
          <Box aria-hidden sx={{ fontSize: 96, lineHeight: 1.2 }}>
            {slide.emoji}
          </Box>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            {slide.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.1rem' }}>
            {slide.text}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} justifyContent="center" sx={{ mb: 3 }} aria-label={`${index + 1} / ${WALKTHROUGH_SLIDES}`} role="img">
        {SLIDES.map((item, dot) => (
          <Box
            key={item.title}
            sx={{
              width: dot === index ? 24 : 8,
              height: 8,
              borderRadius: 4,
              bgcolor: dot === index ? 'primary.main' : 'primary.light',
              transition: 'width 150ms',
            }}
          />
        ))}
      </Stack>
      <Stack direction="row" justifyContent="space-between" sx={{ maxWidth: 480, width: '100%', mx: 'auto' }}>
        <Button variant="outlined" disabled={index === 0} onClick={() => go(index - 1)}>
          Geri
        </Button>
        {last ? (
          <Button variant="contained" onClick={completeWalkthrough}>
            Başla
          </Button>
        ) : (
          <Button variant="contained" onClick={() => go(index + 1)}>
            İleri
          </Button>
        )}
      </Stack>
    </Box>
  );
}
