import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  Checkbox,
  Chip,
  Collapse,
  FormControlLabel,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  Paper,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SearchIcon from '@mui/icons-material/Search';
import type { ChecklistItem } from '@bebek/common/types';
import { displayName } from '@bebek/common/content/checklist-catalogue';
import { CHECKLIST_TABS, checklistProgress, filterItems, groupItems, itemsOfType, type ChecklistGroup, type ChecklistTab } from '../utils/checklist-items';
import { useFoldedGroups } from '../utils/folded-groups';

interface ChecklistViewProps {
  items: readonly ChecklistItem[];
  /** Without it the list is read-only (the public page). */
  onToggle?: (item: ChecklistItem) => void;
  /** What an item shows under its name besides the tick: its claim ('Ben alıyorum', issue 18). */
  itemExtra?: (item: ChecklistItem) => ReactNode;
  /** What a tab shows above its groups (the owner's bag: when to pack it, and adding her own item). */
  tabIntro?: (tab: ChecklistTab) => ReactNode;
  /** Where this browser remembers which groups are folded (one list's owner or visitor). */
  foldKey: string;
}

/**
 * Tabs, progress, a search and grouped items that fold; shared by the owner's page (toggling) and
 * the public page (read-only). Progress always counts the whole tab; the search only narrows what is
 * shown, and shows every group it finds something in, folded or not.
 */
export function ChecklistView({ items, onToggle, itemExtra, tabIntro, foldKey }: ChecklistViewProps) {
  const [tab, setTab] = useState<ChecklistTab>('need');
  const [query, setQuery] = useState('');
  const baseId = useId();
  const active = CHECKLIST_TABS.find((entry) => entry.type === tab) ?? CHECKLIST_TABS[0]!;
  const searching = query.trim().length > 0;
  const groups = groupItems(filterItems(items, query), tab);
  const otherTab = CHECKLIST_TABS.find((entry) => entry.type !== tab)!;
  const foundInOtherTab = searching ? filterItems(itemsOfType(items, otherTab.type), query).length : 0;
  const folds = useFoldedGroups(`${foldKey}:${tab}`);
  const allTitles = groupItems(items, tab).map((group) => group.title);
  const allFolded = allTitles.length > 0 && allTitles.every((title) => folds.isFolded(title));

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(_event, value: ChecklistTab) => setTab(value)} variant="fullWidth" aria-label="Liste türü">
        {CHECKLIST_TABS.map((entry) => (
          <Tab key={entry.type} value={entry.type} label={entry.label} id={`${baseId}-${entry.type}-tab`} aria-controls={`${baseId}-${entry.type}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} sx={{ p: { xs: 1.5, sm: 3 }, bgcolor: 'background.default' }}>
        <ChecklistProgressBar label={active.label} items={itemsOfType(items, tab)} />
        {tabIntro?.(tab)}
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            type="search"
            size="small"
            label="Listede ara"
            placeholder="Örneğin: zıbın"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            sx={{ flex: '1 1 12rem', bgcolor: 'background.paper' }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { maxLength: 80 },
            }}
          />
          {searching ? null : (
            <Button size="small" onClick={() => (allFolded ? folds.unfoldAll() : folds.foldAll(allTitles))}>
              {allFolded ? 'Tümünü aç' : 'Tümünü kapat'}
            </Button>
          )}
        </Box>
        {groups.length === 0 ? (
          <Typography color="text.secondary" role={searching ? 'status' : undefined} sx={{ mt: 3, textAlign: 'center', overflowWrap: 'anywhere' }}>
            {searching
              ? `“${query.trim()}” için bu listede sonuç yok.${foundInOtherTab > 0 ? ` ${otherTab.label} sekmesinde ${foundInOtherTab} sonuç var.` : ''}`
              : 'Bu listede henüz ürün yok.'}
          </Typography>
        ) : (
          <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            {groups.map((group) => (
              <ChecklistGroupCard
                key={group.title}
                group={group}
                open={searching || !folds.isFolded(group.title)}
                onFold={searching ? undefined : () => folds.toggle(group.title)}
                onToggle={onToggle}
                itemExtra={itemExtra}
              />
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

/**
 * A category: its heading is the fold's button (aria-expanded), with the category's own count, so
 * a folded list still shows how far each category is.
 */
function ChecklistGroupCard({
  group,
  open,
  onFold,
  onToggle,
  itemExtra,
}: {
  group: ChecklistGroup;
  open: boolean;
  /** Without it (while searching) the group stays open. */
  onFold?: () => void;
  onToggle?: (item: ChecklistItem) => void;
  itemExtra?: (item: ChecklistItem) => ReactNode;
}) {
  const headingId = useId();
  const listId = useId();
  const { checked, total } = checklistProgress(group.items);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, m: 0 }}>
        <ButtonBase
          onClick={onFold}
          disabled={!onFold}
          aria-expanded={open}
          aria-controls={listId}
          sx={{
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.25,
            bgcolor: '#fdeef3',
            font: 'inherit',
            textAlign: 'left',
            '&:hover': { bgcolor: '#fbe0ea' },
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {group.title}
          </Box>
          <Chip component="span" size="small" label={`${checked}/${total}`} sx={{ fontWeight: 600, bgcolor: '#fff' }} />
          {onFold ? <ExpandMoreIcon aria-hidden sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} /> : null}
        </ButtonBase>
      </Typography>
      <Collapse in={open} id={listId}>
        <List dense disablePadding>
          {group.items.map((item) => (
            <ListItem key={item.id} disablePadding divider sx={{ flexWrap: 'wrap', '&:last-of-type': { borderBottom: 0 } }}>
              {onToggle ? <ToggleRow item={item} onToggle={onToggle} /> : <ReadOnlyRow item={item} />}
              {itemExtra?.(item)}
            </ListItem>
          ))}
        </List>
      </Collapse>
    </Paper>
  );
}

/** The parent's own quantity and note, under the name; on her own page it also says the item is hers (she may remove it). */
function OwnDetails({ item, mine }: { item: ChecklistItem; mine: boolean }) {
  if (!item.own) return null;
  const parts = [mine ? 'Kendi ürününüz' : '', item.quantity ? `${item.quantity} adet` : '', item.note?.trim() ?? ''].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
    </Typography>
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
      label={
        <>
          {displayName(item.name)}
          <OwnDetails item={item} mine />
        </>
      }
      slotProps={{ typography: { sx: nameSx(item.checked) } }}
      // her own item leaves room for its remove button on the same line
      sx={{ m: 0, pr: 2, py: 0.25, '&:hover': { bgcolor: 'action.hover' }, ...(item.own ? { flex: '1 1 10rem', minWidth: 0 } : { width: '100%' }) }}
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
      <Typography sx={nameSx(item.checked)}>
        {displayName(item.name)}
        <OwnDetails item={item} mine={false} />
      </Typography>
    </Box>
  );
}
