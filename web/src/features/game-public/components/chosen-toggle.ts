/**
 * A toggle group whose choice is plain to see (issue 35: a chosen '👧 Kız' only turned light grey):
 * the chosen one in the app's pink with white text. On the game link's toggle groups rather than in
 * the theme, whose code every page's first view carries.
 */
export const CHOSEN_TOGGLE = {
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontWeight: 700,
  },
} as const;
