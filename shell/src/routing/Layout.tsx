/**
 * Page frame: skip link, header, main content, the staff's footer with the remotes' versions; the
 * session check, the messages carried between screens and the notice of a session that ended.
 */
import { Box, Link } from 'shared-contracts/chakra';
import { lazy, Suspense } from 'react';
import { useSession } from 'shared-contracts';
import { ChunkBoundary } from 'shared-contracts/ui';
import { Outlet } from 'react-router-dom';
import { Header } from '../header/Header';
import { FlashToast } from './FlashToast';
import { ScrollToTop } from './ScrollToTop';
import { SessionCheck } from '../session/SessionCheck';
import { SessionExpiredSlot } from '../session/SessionExpiredSlot';

// staff only: guests do not download it
const VersionsFooter = lazy(() => import(/* webpackChunkName: "lazy-versions-footer" */ '../federation/VersionsFooter'));

export function Layout() {
  const { user } = useSession();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Link
        href="#conteudo"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'white', p: '2', borderRadius: 'md' }}
      >
        Pular para o conteúdo
      </Link>
      <ScrollToTop />
      <SessionCheck />
      <FlashToast />
      <Header />
      <Box as="main" id="conteudo" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <SessionExpiredSlot />
        <Outlet />
      </Box>
      {user?.usuarioTipo === 'usuario' && (
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <VersionsFooter />
          </Suspense>
        </ChunkBoundary>
      )}
    </Box>
  );
}
