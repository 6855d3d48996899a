/**
 * Header of every page (§2 Header): logo to /, the navigation items, the user menu (first name,
 * dashboard link, 'Sair') or, signed out, the 'Minhas Listas' button to /login/cliente. Below
 * 768 px the items move into a slide-out menu.
 *
 * Bytes (decision 013): the user menu (./UserMenu) and the slide-out menu (./MobileMenu) are chunks of
 * their own. The user menu loads as soon as someone is signed in; the slide-out menu when its
 * button is pointed at, focused or pressed. A press before the code arrives opens the menu when it
 * does.
 */
import { Box, Button, Flex, HStack, IconButton, Link, Text } from 'shared-contracts/chakra';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { firstName, paths, useSession } from 'shared-contracts';
import { ChunkBoundary } from 'shared-contracts/ui';
import { dashboardItem, navItems, type NavItem } from './navItems';
import type { UserMenuProps } from './UserMenu';
import { userMenuButtonProps } from './userMenuButton';

function Logo({ brandName }: { brandName: string }) {
  return (
    <Link asChild fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} color="brand.fg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={paths.home()} aria-label={`${brandName} - Lista de Presentes, página inicial`}>
        <HStack gap="2">
          <Box as="span" aria-hidden="true" bg="brand.solid" color="white" borderRadius="md" w="8" h="8" display="grid" placeItems="center">
            <GiftIcon />
          </Box>
          <Text as="span">Lista de Presentes</Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}

function GiftIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

const loadUserMenu = () => import(/* webpackChunkName: "lazy-user-menu" */ './UserMenu');
const LazyUserMenu = lazy(loadUserMenu);
const loadMobileMenu = () => import(/* webpackChunkName: "lazy-mobile-menu" */ './MobileMenu');
const LazyMobileMenu = lazy(loadMobileMenu);

/** The user menu, or the same-looking button while its code loads (a press opens it on arrival). */
function UserMenuSlot(props: Omit<UserMenuProps, 'defaultOpen'>) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    void loadUserMenu();
  }, []);
  const standIn = (
    <Button {...userMenuButtonProps(props.name)} onClick={() => setPressed(true)}>
      {props.name}
    </Button>
  );
  return (
    <ChunkBoundary fallback={standIn} resetKey={pressed}>
      <Suspense fallback={standIn}>
        <LazyUserMenu {...props} defaultOpen={pressed} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** The phone menu's button and, once it was pressed, the slide-out menu itself. */
function MobileMenuSlot({ title, items, signedIn, onSignIn, onSignOut }: { title: string; items: NavItem[]; signedIn: boolean; onSignIn: () => void; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadMobileMenu();
  return (
    <>
      <IconButton
        ref={button}
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <ChunkBoundary fallback={null} resetKey={open}>
          <Suspense fallback={null}>
            <LazyMobileMenu
              open={open}
              onOpenChange={setOpen}
              title={title}
              items={items}
              signedIn={signedIn}
              finalFocus={() => button.current}
              onSignIn={() => {
                setOpen(false);
                onSignIn();
              }}
              onSignOut={() => {
                setOpen(false);
                onSignOut();
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}

export function Header() {
  const { user, logout, config } = useSession();
  const navigate = useNavigate();
  const items = navItems(user);
  const dashboard = dashboardItem(user);
  const name = firstName(user?.nome);

  const signOut = async () => {
    await logout();
    navigate(paths.home());
  };

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <Logo brandName={config.brandName} />

        <HStack as="nav" aria-label="Principal" gap="1" display={{ base: 'none', md: 'flex' }}>
          {items.map((item) => (
            <Button key={item.to} asChild variant="ghost" size="sm">
              <NavLink to={item.to}>{item.label}</NavLink>
            </Button>
          ))}
          {user ? (
            <UserMenuSlot name={name} dashboard={dashboard} onNavigate={(to) => navigate(to)} onSignOut={() => void signOut()} />
          ) : (
            <Button colorPalette="brand" size="sm" ml="2" onClick={() => navigate(paths.loginCliente())}>
              Minhas Listas
            </Button>
          )}
        </HStack>

        <MobileMenuSlot
          title={user ? `Olá, ${name}` : 'Menu'}
          items={items}
          signedIn={!!user}
          onSignIn={() => navigate(paths.loginCliente())}
          onSignOut={() => void signOut()}
        />
      </Flex>
    </Box>
  );
}
