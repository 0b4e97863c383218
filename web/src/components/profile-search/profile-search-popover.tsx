import { useEffect, useState } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Avatar, Box, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Popover, TextField, Typography } from '@mui/material';
import { searchUsers } from '@bebek/common/api/search';
import { SEARCH_MIN_LENGTH } from '@bebek/common/constants';
import { initials } from '@bebek/common/text';
import { paths } from '@/config/paths';
import { endpointQuery } from '@/lib/endpoint-queries';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The popover of the profile search, loaded when the search icon is first reached. It brings its own
 * query client provider (the same client): on the landing page, hydrated without the router, none is
 * above it. There its results are plain links; inside the router they navigate in the page.
 */
export default function ProfileSearchPopover(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchPopover {...props} />
    </QueryClientProvider>
  );
}

function SearchPopover({ anchor, onClose }: Props) {
  const inRouter = useInRouterContext();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, 250);
  const text = debounced.trim();
  const ready = text.length >= SEARCH_MIN_LENGTH;
  // public: no token is sent (part 1 §7); a text asked again within 30 s is answered from the cache
  const search = useQuery({ ...endpointQuery(searchUsers, { query: { searchQuery: text } }), enabled: ready, staleTime: 30_000 });
  const close = () => {
    onClose();
    setQuery('');
  };
  useEffect(() => {
    if (search.isError) toast.error('Arama başarısız');
  }, [search.isError]);
  const users = search.isError ? [] : (search.data?.users ?? []);

  return (
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
              <ListItem key={user.id} disablePadding>
                <ListItemButton
                  {...(inRouter ? { component: RouterLink, to: paths.publicProfile(user.id) } : { component: 'a', href: paths.publicProfile(user.id) })}
                  onClick={close}
                >
                  <ListItemAvatar>
                    {/* white initials on the theme's pink: 6.2:1 (MUI's grey default gives 1.8:1) */}
                    <Avatar src={user.profileImage || undefined} alt="" sx={{ bgcolor: 'primary.main', color: '#fff' }}>
                      {initials(user.fullName)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={user.spouseName ? `${user.fullName} & ${user.spouseName}` : user.fullName} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
      </Box>
    </Popover>
  );
}
