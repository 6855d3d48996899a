/**
 * Header of every page (§2 Header): logo to /, the navigation items, the user menu (first name,
 * dashboard link, 'Sair') or, signed out, the 'Minhas Listas' button to /login/cliente. Below
 * 768 px the items move into a slide-out menu.
 */
import { Avatar, Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { firstName, paths, useSession } from 'shared-contracts';
import { dashboardItem, navItems } from './navItems';

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

export function Header() {
  const { user, logout, config } = useSession();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = navItems(user);
  const dashboard = dashboardItem(user);
  const name = firstName(user?.nome);

  const signOut = async () => {
    setDrawerOpen(false);
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
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button variant="outline" size="sm" ml="2" aria-label={`Menu do usuário ${name}`}>
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
                      <Menu.Item value="dashboard" onSelect={() => navigate(dashboard.to)}>
                        {dashboard.label}
                      </Menu.Item>
                    )}
                    <Menu.Item value="sair" onSelect={signOut}>
                      Sair
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ) : (
            <Button colorPalette="brand" size="sm" ml="2" onClick={() => navigate(paths.loginCliente())}>
              Minhas Listas
            </Button>
          )}
        </HStack>

        <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="end">
          <Drawer.Trigger asChild>
            <IconButton display={{ base: 'inline-flex', md: 'none' }} variant="ghost" aria-label="Abrir menu">
              <MenuIcon />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>{user ? `Olá, ${name}` : 'Menu'}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack as="nav" aria-label="Menu móvel" gap="1">
                    {items.map((item) => (
                      <Button key={item.to} asChild variant="ghost" justifyContent="flex-start" onClick={() => setDrawerOpen(false)}>
                        <NavLink to={item.to}>{item.label}</NavLink>
                      </Button>
                    ))}
                    {user ? (
                      <Button variant="outline" justifyContent="flex-start" onClick={signOut}>
                        Sair
                      </Button>
                    ) : (
                      <Button
                        colorPalette="brand"
                        onClick={() => {
                          setDrawerOpen(false);
                          navigate(paths.loginCliente());
                        }}
                      >
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
      </Flex>
    </Box>
  );
}
