/**
 * Sections a menu opens inside a page (ADR 0063): the pause on the profile page, the shared baby page
 * on the growth page. The page scrolls its section into view (`useSectionInView`).
 */
export const sectionLinks = {
  pause: { to: '/profile#takibe-ara-ver', id: 'takibe-ara-ver' },
  babyShare: { to: '/baby/growth#bebeginizin-sayfasi', id: 'bebeginizin-sayfasi' },
} as const;
