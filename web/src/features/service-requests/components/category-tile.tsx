import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import CelebrationIcon from '@mui/icons-material/Celebration';
import ChildFriendlyIcon from '@mui/icons-material/ChildFriendly';
import HandymanIcon from '@mui/icons-material/Handyman';
import PaletteIcon from '@mui/icons-material/Palette';
import type { ServiceCategory } from '@bebek/common/types';
import { foldTurkish } from '@bebek/common/text';

/** Tiles cycle four colours; the icon follows the name: foto, parti, oda or dekor (part 2 §2). */
export const TILE_COLOURS = ['#fce4ec', '#e3f2fd', '#fff3e0', '#e8f5e9'];

export function categoryIcon(name: string) {
  const folded = foldTurkish(name);
  if (folded.includes('foto')) return CameraAltIcon;
  if (folded.includes('parti')) return CelebrationIcon;
  if (folded.includes('oda')) return ChildFriendlyIcon;
  if (folded.includes('dekor')) return PaletteIcon;
  return HandymanIcon;
}

export function CategoryTile({ category, index, selected, onSelect }: { category: ServiceCategory; index: number; selected: boolean; onSelect: () => void }) {
  const Icon = categoryIcon(category.name);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        bgcolor: TILE_COLOURS[index % TILE_COLOURS.length],
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
      }}
    >
      <CardActionArea onClick={onSelect} sx={{ height: '100%' }} aria-pressed={selected}>
        <CardContent>
          <Icon color="primary" aria-hidden />
          {/* the tile is a button: its name is text, not a heading (a heading inside a button is none) */}
          <Typography
            variant="subtitle1"
            component="span"
            sx={{ display: 'block', fontWeight: 700, mt: 1, overflowWrap: 'anywhere', hyphens: 'auto' }}
            lang="tr"
          >
            {category.name}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere', hyphens: 'auto' }} lang="tr">
            {category.description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
