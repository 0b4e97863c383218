import { useId, useState, type ReactNode } from 'react';
import { Box, Checkbox, Chip, FormControlLabel, LinearProgress, List, ListItem, Paper, Tab, Tabs, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { ChecklistItem } from '@bebek/common/types';
import { displayName } from '@bebek/common/content/checklist-catalogue';
import { CHECKLIST_TABS, checklistProgress, groupItems, itemsOfType, type ChecklistGroup, type ChecklistTab } from '../utils/checklist-items';

interface ChecklistViewProps {
  items: readonly ChecklistItem[];
  /** Without it the list is read-only (the public page). */
  onToggle?: (item: ChecklistItem) => void;
  /** What an item shows under its name besides the tick: its claim ('Ben alıyorum', issue 18). */
  itemExtra?: (item: ChecklistItem) => ReactNode;
}

/** Tabs, progress and grouped items; shared by the owner's page (toggling) and the public page (read-only). */
export function ChecklistView({ items, onToggle, itemExtra }: ChecklistViewProps) {
  const [tab, setTab] = useState<ChecklistTab>('need');
  const baseId = useId();
  const active = CHECKLIST_TABS.find((entry) => entry.type === tab) ?? CHECKLIST_TABS[0]!;
  const groups = groupItems(items, tab);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(_event, value: ChecklistTab) => setTab(value)} variant="fullWidth" aria-label="Liste türü">
        {CHECKLIST_TABS.map((entry) => (
          <Tab key={entry.type} value={entry.type} label={entry.label} id={`${baseId}-${entry.type}-tab`} aria-controls={`${baseId}-${entry.type}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} sx={{ p: { xs: 1.5, sm: 3 }, bgcolor: 'background.default' }}>
        <ChecklistProgressBar label={active.label} items={itemsOfType(items, tab)} />
        {groups.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            Bu listede henüz ürün yok.
          </Typography>
        ) : (
          <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            {groups.map((group) => (
              <ChecklistGroupCard key={group.title} group={group} onToggle={onToggle} itemExtra={itemExtra} />
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

function ChecklistProgressBar({ label, items }: { label: string; items: readonly ChecklistItem[] }) {
  const { checked, total, percent } = checklistProgress(items);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography sx={{ fontWeight: 700 }} color="primary.dark">
          {checked}/{total}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${label} ilerlemesi`}
        aria-valuetext={`${total} üründen ${checked} tanesi alındı`}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}

function ChecklistGroupCard({
  group,
  onToggle,
  itemExtra,
}: {
  group: ChecklistGroup;
  onToggle?: (item: ChecklistItem) => void;
  itemExtra?: (item: ChecklistItem) => ReactNode;
}) {
  const headingId = useId();
  const { checked, total } = checklistProgress(group.items);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.25, bgcolor: '#fdeef3' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {group.title}
        </Typography>
        <Chip size="small" label={`${checked}/${total}`} sx={{ fontWeight: 600, bgcolor: '#fff' }} />
      </Box>
      <List dense disablePadding>
        {group.items.map((item) => (
          <ListItem key={item.id} disablePadding divider sx={{ flexWrap: 'wrap', '&:last-of-type': { borderBottom: 0 } }}>
            {onToggle ? <ToggleRow item={item} onToggle={onToggle} /> : <ReadOnlyRow item={item} />}
            {itemExtra?.(item)}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

const nameSx = (checked: boolean) => ({
  textDecoration: checked ? 'line-through' : 'none',
  color: checked ? 'text.secondary' : 'text.primary',
  overflowWrap: 'anywhere' as const,
});

/** The whole row is the checkbox's label: a tap anywhere toggles, Space toggles from the keyboard. */
function ToggleRow({ item, onToggle }: { item: ChecklistItem; onToggle: (item: ChecklistItem) => void }) {
  return (
    <FormControlLabel
      control={<Checkbox checked={item.checked} onChange={() => onToggle(item)} />}
      label={displayName(item.name)}
      slotProps={{ typography: { sx: nameSx(item.checked) } }}
      sx={{ m: 0, width: '100%', pr: 2, py: 0.25, '&:hover': { bgcolor: 'action.hover' } }}
    />
  );
}

function ReadOnlyRow({ item }: { item: ChecklistItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 10rem', minWidth: 0, px: 2, py: 1.1 }}>
      {item.checked ? (
        <CheckCircleIcon color="success" titleAccess="Alındı" fontSize="small" />
      ) : (
        <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} titleAccess="Alınmadı" fontSize="small" />
      )}
      <Typography sx={nameSx(item.checked)}>{displayName(item.name)}</Typography>
    </Box>
  );
}
