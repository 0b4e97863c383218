import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Divider, Menu, MenuItem } from '@mui/material';

export interface ShellMenu {
  id: string;
  items: ReadonlyArray<{ label: string; to: string }>;
  open: boolean;
  /** The item that ends the session, at the end of the user menu. */
  signOut?: () => void;
}

/**
 * The shell's drop-down menus (the user's, the games', the pregnancy's or baby's). A chunk of their
 * own, loaded at the first tap on a menu button: with MUI's Menu, Popover, Modal and focus trap they
 * were a twentieth of the dashboard's first view, which shows none of them (issue 26).
 */
export default function AppShellMenus({ menus, anchor, here, onClose }: { menus: ShellMenu[]; anchor: HTMLElement | null; here: string; onClose: () => void }) {
  const navigate = useNavigate();
  return menus.map(({ id, items, open, signOut }) => {
    const extra: ReactNode[] = signOut
      ? [
          <Divider key="divider" />,
          <MenuItem key="logout" onClick={signOut}>
            Çıkış Yap
          </MenuItem>,
        ]
      : [];
    return (
      <Menu key={id} id={id} anchorEl={anchor} open={open} onClose={onClose}>
        {items.map((item) => (
          <MenuItem key={item.to} selected={here === item.to} onClick={() => navigate(item.to)}>
            {item.label}
          </MenuItem>
        ))}
        {extra}
      </Menu>
    );
  });
}
