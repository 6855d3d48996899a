/**
 * The signed-in user's menu (§2 Header): first name, the dashboard link and 'Sair'. Loaded on
 * demand by the header (./Header): its menu machine is not part of a guest's first page.
 */
import { Button } from 'shared-contracts/chakra';
import { Avatar, Menu, Portal } from 'shared-contracts/chakra-menus';
import type { NavItem } from './navItems';
import { userMenuButtonProps } from './userMenuButton';

export interface UserMenuProps {
  name: string;
  dashboard: NavItem | null;
  /** Open at once (the user clicked the stand-in button before this code arrived). */
  defaultOpen?: boolean;
  onNavigate: (to: string) => void;
  onSignOut: () => void;
}

export default function UserMenu({ name, dashboard, defaultOpen, onNavigate, onSignOut }: UserMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button {...userMenuButtonProps(name)}>
          {/* An icon, not initials: the button's name must contain all its visible text (axe). */}
          <Avatar.Root size="2xs" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback />
          </Avatar.Root>
          {name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {dashboard && (
              <Menu.Item value="dashboard" onSelect={() => onNavigate(dashboard.to)}>
                {dashboard.label}
              </Menu.Item>
            )}
            <Menu.Item value="sair" onSelect={onSignOut}>
              Sair
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
