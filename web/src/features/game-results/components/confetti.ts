/**
 * A moment for the reveal (ADR 0017): a burst of confetti drawn on a canvas over the page for a
 * few seconds, then removed. Hand-written (about 1 KB): no library needed for falling rectangles.
 * Nothing moves for someone who asked for less motion (prefers-reduced-motion): then it does nothing.
 */
const COLOURS = ['#c2185b', '#f8bbd0', '#1565c0', '#90caf9', '#ffb300', '#66bb6a'];
const DURATION_MS = 3200;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  colour: string;
}

/** Starts the burst in `colours` (the reveal's own) and resolves when it is over; false when nothing was shown. */
export function confetti(colours: string[] = COLOURS): Promise<boolean> {
  if (prefersReducedMotion()) return Promise.resolve(false);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(false);
  const width = (canvas.width = window.innerWidth);
  const height = (canvas.height = window.innerHeight);
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.confetti = '';
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '1500' });
  document.body.appendChild(canvas);
  const pieces: Piece[] = Array.from({ length: Math.min(160, Math.round(width / 3)) }, () => ({
    x: width / 2 + (Math.random() - 0.5) * width * 0.3,
    y: height * 0.35,
    vx: (Math.random() - 0.5) * 12,
    vy: -Math.random() * 12 - 4,
    size: 5 + Math.random() * 6,
    spin: (Math.random() - 0.5) * 0.4,
    angle: Math.random() * Math.PI,
    colour: colours[Math.floor(Math.random() * colours.length)]!,
  }));
  const started = performance.now();
  return new Promise((done) => {
    const frame = (now: number) => {
      const elapsed = now - started;
      context.clearRect(0, 0, width, height);
      context.globalAlpha = Math.max(0, 1 - Math.max(0, elapsed - DURATION_MS * 0.7) / (DURATION_MS * 0.3));
      for (const piece of pieces) {
        piece.vy += 0.25;
        piece.vx *= 0.99;
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      if (elapsed < DURATION_MS) requestAnimationFrame(frame);
      else {
        canvas.remove();
        done(true);
      }
    };
    requestAnimationFrame(frame);
  });
}
