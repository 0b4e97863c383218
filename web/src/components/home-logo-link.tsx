import { ButtonBase } from '@mui/material';
import { paths } from '@/config/paths';
import { Logo } from './logo';

/** The logo as the way home on pages that run without the router (the game link): a plain link. */
export function HomeLogoLink() {
  return (
    <ButtonBase href={paths.home} aria-label="Ana sayfa" sx={{ borderRadius: 2 }}>
      <Logo />
    </ButtonBase>
  );
}
