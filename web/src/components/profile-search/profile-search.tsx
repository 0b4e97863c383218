import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Box, IconButton, List, ListItemAvatar, ListItemButton, ListItemText, Popover, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MIN_LENGTH } from '@bebek/common/constants';
import { initials } from '@bebek/common/text';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useSearchUsers } from './search-users';

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The profile-search popover (part 1 §2): from 2 characters, 'Aranıyor...', 'Sonuç bulunamadı'. */
export function ProfileSearch({ color = 'primary' }: { color?: 'inherit' | 'primary' }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, 250);
  const search = useSearchUsers(debounced);
  const close = () => {
    setAnchor(null);
    setQuery('');
  };
  useEffect(() => {
    if (search.isError) toast.error('Arama başarısız');
  }, [search.isError]);
  const ready = debounced.trim().length >= SEARCH_MIN_LENGTH;
  const users = search.isError ? [] : (search.data?.users ?? []);

  return (
    <>
      <IconButton aria-label="Profil Ara" color={color} onClick={(event) => setAnchor(event.currentTarget)}>
        <SearchIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: { xs: 'calc(100vw - 32px)', sm: 360 } }} role="search">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Profil Ara
          </Typography>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="İsim veya email"
            placeholder="İsim veya email ile arayın"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {ready && search.isFetching ? <Typography sx={{ mt: 2 }}>Aranıyor...</Typography> : null}
          {ready && !search.isFetching && users.length === 0 ? <Typography sx={{ mt: 2 }}>Sonuç bulunamadı</Typography> : null}
          {ready && users.length > 0 ? (
            <List dense sx={{ mt: 1 }} aria-label="Arama sonuçları">
              {users.map((user) => (
                <ListItemButton key={user.id} component={RouterLink} to={paths.publicProfile(user.id)} onClick={close}>
                  <ListItemAvatar>
                    <Avatar src={user.profileImage || undefined} alt="">
                      {initials(user.fullName)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={user.spouseName ? `${user.fullName} & ${user.spouseName}` : user.fullName} />
                </ListItemButton>
              ))}
            </List>
          ) : null}
        </Box>
      </Popover>
    </>
  );
}
