import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { getGenderResult } from '@bebek/common/api/games';
import { Box, Button, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { SCRATCH_AUTO_CLEAR_MS, SCRATCH_BRUSH_RADIUS } from '@bebek/common/constants';
import { LoadingScreen } from '@/components/loading-screen';
import { genderVerdict, parentsBabyHeading, resultBirthLine } from '@bebek/common/result-wording';
import { endpointQuery } from '@/lib/endpoint-queries';
import { confetti, prefersReducedMotion } from './confetti';
import { Leaderboard } from './leaderboard';
import { Message, ResultFailure, ResultFooter } from './result-message';
import { clearedShare, isRevealed } from './scratch';

function ScratchCard({ onReveal, revealed }: { onReveal: () => void; revealed: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    element.width = element.offsetWidth;
    element.height = element.offsetHeight;
    const gradient = context.createLinearGradient(0, 0, element.width, element.height);
    gradient.addColorStop(0, '#b0b7c3');
    gradient.addColorStop(1, '#8e96a4');
    context.fillStyle = gradient;
    context.fillRect(0, 0, element.width, element.height);
    context.fillStyle = '#ffffff';
    context.font = 'bold 22px system-ui, sans-serif';
    context.textAlign = 'center';
    context.fillText('Kazıyın ve öğrenin!', element.width / 2, element.height / 2);
  }, []);
  useEffect(() => {
    if (!revealed) return;
    // Fully cleared one second after the threshold (part 2 §4).
    const timer = window.setTimeout(() => setHidden(true), SCRATCH_AUTO_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [revealed]);
  const scratch = useCallback(
    (event: React.PointerEvent<HTMLCanvasElement>) => {
      const element = canvas.current;
      const context = element?.getContext('2d');
      if (!element || !context || !drawing.current) return;
      const box = element.getBoundingClientRect();
      context.globalCompositeOperation = 'destination-out';
      context.beginPath();
      context.arc(event.clientX - box.left, event.clientY - box.top, SCRATCH_BRUSH_RADIUS, 0, Math.PI * 2);
      context.fill();
      if (!revealed && isRevealed(clearedShare(context.getImageData(0, 0, element.width, element.height).data))) onReveal();
    },
    [onReveal, revealed],
  );
  if (hidden) return null;
  return (
    <canvas
      ref={canvas}
      aria-label="Kazı-kazan kartı: sonucu görmek için kazıyın"
      role="img"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        touchAction: 'none',
        cursor: 'crosshair',
        borderRadius: 16,
        opacity: revealed ? 0 : 1,
        transition: `opacity ${SCRATCH_AUTO_CLEAR_MS}ms`,
      }}
      onPointerDown={(event) => {
        drawing.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        scratch(event);
      }}
      onPointerMove={scratch}
      onPointerUp={() => {
        drawing.current = false;
      }}
    />
  );
}

/** Neutral until the card is scratched: the page's colour must not tell the gender first (ADR 0017). */
const NEUTRAL = '#f4f1f2';

/** /game-result?token=: the scratch-off gender reveal (part 2 §2, §4). */
export default function GenderResultPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useQuery({ ...endpointQuery(getGenderResult, { params: { token: token ?? '' } }), enabled: Boolean(token), retry: false });
  const [revealed, setRevealed] = useState(false);
  const [showPredictions, setShowPredictions] = useState(false);
  const girl = result.data?.actualGender === 'girl';
  // the reveal is a moment: confetti in the baby's colours, unless less motion was asked for
  useEffect(() => {
    if (revealed) void confetti(girl ? ['#c2185b', '#f8bbd0', '#ffffff', '#ffb300'] : ['#1565c0', '#90caf9', '#ffffff', '#ffb300']);
  }, [revealed, girl]);
  if (!token) return <Message text="Geçersiz link" />;
  if (result.isPending) return <LoadingScreen />;
  if (result.isError) return <ResultFailure error={result.error} />;
  const data = result.data;
  const born = Boolean(data.babyBirthDate);
  const birthLine = resultBirthLine(data.expectedDate, data.babyBirthDate);
  return (
    <Box
      component="main"
      data-revealed={revealed ? 'true' : 'false'}
      sx={{
        minHeight: '100vh',
        bgcolor: revealed ? (girl ? '#fce4ec' : '#e3f2fd') : NEUTRAL,
        transition: prefersReducedMotion() ? 'none' : 'background-color 800ms ease',
        py: 3,
      }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {parentsBabyHeading(data.parentNames)}
        </Typography>
        <Box sx={{ position: 'relative', my: 3, borderRadius: 4, bgcolor: '#fff', p: 4, minHeight: 260 }}>
          {/* under the card until it is scratched: screen readers hear it with the reveal */}
          <Box aria-hidden={!revealed} aria-live="polite">
            <Box aria-hidden sx={{ fontSize: 80 }}>
              {girl ? '👧' : '👦'}
            </Box>
            <Typography variant="h3" component="p" sx={{ fontWeight: 900, color: girl ? '#c2185b' : '#1565c0' }}>
              {genderVerdict(girl ? 'girl' : 'boy', born)}
            </Typography>
            {data.babyName ? (
              <Typography variant="h6" component="p">
                {data.babyName}
              </Typography>
            ) : null}
            {birthLine ? <Typography color="text.secondary">{birthLine}</Typography> : null}
          </Box>
          <ScratchCard revealed={revealed} onReveal={() => setRevealed(true)} />
        </Box>
        {!revealed ? (
          <Button variant="outlined" onClick={() => setRevealed(true)}>
            Sonucu Direkt Göster
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setShowPredictions((shown) => !shown)}>
            {showPredictions ? 'Tahminleri Gizle' : 'Tüm Tahminleri Göster'}
          </Button>
        )}
        {revealed && showPredictions ? (
          <List sx={{ bgcolor: '#fff', borderRadius: 3, mt: 2 }} aria-label="Tahminler">
            {data.participants.map((participant, index) => {
              const correct = participant.prediction === data.actualGender;
              return (
                <ListItem key={`${participant.name}-${index}`} secondaryAction={<span aria-label={correct ? 'Doğru' : 'Yanlış'}>{correct ? '✅' : '❌'}</span>}>
                  <ListItemText primary={participant.name} secondary={participant.prediction === 'girl' ? 'Kız dedi' : 'Erkek dedi'} />
                </ListItem>
              );
            })}
          </List>
        ) : null}
        {revealed ? <Leaderboard token={token} /> : null}
        <ResultFooter />
      </Container>
    </Box>
  );
}
