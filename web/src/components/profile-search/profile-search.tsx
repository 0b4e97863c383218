import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { loadChunk } from '@/lib/chunk-reload';

const loadPopover = () => import('./profile-search-popover');
const ProfileSearchPopover = lazy(() => loadChunk(loadPopover));

/**
 * The profile-search popover (part 1 §2): from 2 characters, 'Aranıyor...', 'Sonuç bulunamadı'.
 * Only the icon is part of the page's first view; the popover (text field, list) is fetched when
 * the pointer or the focus reaches the icon, so it is ready by the press.
 */
export function ProfileSearch({ color = 'primary' }: { color?: 'inherit' | 'primary' }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  // fetched ahead only: a failure is handled (a reload, or the message) when the popover is opened
  const prepare = () => {
    loadPopover().catch(() => undefined);
  };
  return (
    <>
      <IconButton
        aria-label="Profil Ara"
        color={color}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <ProfileSearchPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
