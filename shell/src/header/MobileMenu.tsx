/**
 * The slide-out menu of phones (§2 Header: the same items as the header). Loaded on demand by the
 * header (./Header) when the menu button is first touched: its drawer machine is not part of a
 * guest's first page. Controlled by the header, whose button stays outside the drawer.
 */
import { Button, CloseButton, Stack } from 'shared-contracts/chakra';
import { Drawer, Portal } from 'shared-contracts/chakra-overlays';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './navItems';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  items: NavItem[];
  signedIn: boolean;
  /** Where focus returns when the drawer closes (the header's menu button). */
  finalFocus: () => HTMLElement | null;
  onSignIn: () => void;
  onSignOut: () => void;
}

export default function MobileMenu({ open, onOpenChange, title, items, signedIn, finalFocus, onSignIn, onSignOut }: MobileMenuProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" finalFocusEl={finalFocus}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu móvel" gap="1">
                {items.map((item) => (
                  <Button key={item.to} asChild variant="ghost" justifyContent="flex-start" onClick={() => onOpenChange(false)}>
                    <NavLink to={item.to}>{item.label}</NavLink>
                  </Button>
                ))}
                {signedIn ? (
                  <Button variant="outline" justifyContent="flex-start" onClick={onSignOut}>
                    Sair
                  </Button>
                ) : (
                  <Button colorPalette="brand" onClick={onSignIn}>
                    Minhas Listas
                  </Button>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
