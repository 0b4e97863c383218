import { Fragment, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AppBar, Box, Button, Chip, Container, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminMe } from '@bebek/common/api/admin';
import { adminRoleLabel } from '@bebek/common/schemas/admin-messages';
import { Logo } from '@/components/logo';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { endpointQuery } from '@/lib/endpoint-queries';
import { adminIdToken, endAdminSession, forgetAdminSession, hasAdminSession } from '../session';
import { ADMIN_TAB_GROUPS, ADMIN_TABS, type AdminTabDefinition } from './admin-tabs';
import { GroupSearch } from './delivery-logs';
import { LimitsDialog, type LimitsTarget } from './limits-dialog';
import { ReplyDialog, type ReplyTarget } from './reply-dialog';
import { TotpDialog } from './totp-dialog';

export default function AdminPanelPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [limitsTarget, setLimitsTarget] = useState<LimitsTarget | null>(null);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const [totpOpen, setTotpOpen] = useState(false);
  // the delivery logs' one search, kept while the operator moves between them (ADR 0054)
  const [groupSearch, setGroupSearch] = useState('');
  const me = useQuery({ ...endpointQuery(getAdminMe, { token: adminIdToken }), enabled: hasAdminSession() });
  const queryClient = useQueryClient();

  if (!hasAdminSession()) return <Navigate to={paths.adminLogin} replace />;
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) {
    forgetAdminSession();
    return <Navigate to={paths.adminLogin} replace />;
  }
  const tabs = ADMIN_TABS.filter((tab) => !tab.superAdminOnly || me.data.role === 'super_admin');
  // the tab is in the address by name, so a reload or a shared link opens the same one
  const current = tabs.find((tab) => tab.key === searchParams.get('tab')) ?? tabs[0]!;
  // the bar: each tab, a group's tabs once, as one tab where its first one stands (ADR 0054)
  const bar = tabs.flatMap((tab): Array<{ value: string; label: string; first: AdminTabDefinition }> => {
    if (!tab.group) return [{ value: tab.key, label: tab.label, first: tab }];
    const first = tabs.find((other) => other.group === tab.group)!;
    return first === tab ? [{ value: `group:${tab.group}`, label: ADMIN_TAB_GROUPS[tab.group].label, first }] : [];
  });
  const group = current.group ? ADMIN_TAB_GROUPS[current.group] : undefined;
  const members = current.group ? tabs.filter((tab) => tab.group === current.group) : [];
  const open = (key: string) => setSearchParams({ tab: key }, { replace: true });
  const logout = async () => {
    await endAdminSession();
    window.location.assign(paths.adminLogin);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {/* on a phone the operator's name and buttons wrap under the title rather than over it */}
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Logo />
          <Typography component="h1" variant="h6" sx={{ flex: 1 }}>
            Yönetim Paneli
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2">{me.data.username}</Typography>
            <Chip size="small" label={adminRoleLabel(me.data.role)} color={me.data.role === 'super_admin' ? 'secondary' : 'default'} />
            {me.data.totpEnabled ? null : (
              <Button size="small" variant="outlined" color="secondary" onClick={() => setTotpOpen(true)}>
                İki Adımlı Doğrulama
              </Button>
            )}
            {/* a named button rather than an icon with a tooltip: nothing to hover for on a phone */}
            <Button size="small" variant="outlined" onClick={logout}>
              Çıkış Yap
            </Button>
          </Stack>
        </Toolbar>
        <Tabs
          value={current.group ? `group:${current.group}` : current.key}
          onChange={(_event, value: string) => open(bar.find((entry) => entry.value === value)?.first.key ?? value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Yönetim sekmeleri"
        >
          {bar.map((entry) => (
            <Tab key={entry.value} value={entry.value} label={entry.label} />
          ))}
        </Tabs>
      </AppBar>
      <TotpDialog open={totpOpen} onClose={() => setTotpOpen(false)} />
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        {group ? (
          <>
            <GroupSearch
              label={group.searchLabel}
              help={group.searchHelp}
              search={groupSearch}
              onSearch={(search) => {
                if (search === groupSearch) void Promise.all(group.lists.map((list) => queryClient.invalidateQueries({ queryKey: [...list.queryKey!({})] })));
                setGroupSearch(search);
              }}
            />
            <Tabs
              value={current.key}
              onChange={(_event, key: string) => open(key)}
              variant="scrollable"
              scrollButtons="auto"
              aria-label={group.label}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {members.map((tab) => (
                <Tab key={tab.key} value={tab.key} label={tab.label} />
              ))}
            </Tabs>
          </>
        ) : null}
        {/* keyed by the tab: each table starts with its own search and page */}
        <Fragment key={current.key}>
          {current.panel({ me: me.data, editLimits: setLimitsTarget, reply: setReplyTarget, search: current.group ? groupSearch : '' })}
        </Fragment>
      </Container>
      <LimitsDialog target={limitsTarget} onClose={() => setLimitsTarget(null)} />
      <ReplyDialog target={replyTarget} onClose={() => setReplyTarget(null)} />
    </Box>
  );
}
