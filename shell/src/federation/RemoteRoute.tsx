/**
 * Renders one route's screen from its remote, loading the remote on first use, inside an error
 * boundary. A failure shows a pt-BR message with 'Tentar novamente' (and the failure's code when
 * the remote could not be loaded: MF-VERSAO, MF-CARGA); the rest of the page (header, session,
 * other areas) keeps working.
 */
import { Component, createContext, useCallback, useContext, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Heading, Spinner, Stack, Text } from 'shared-contracts/chakra';
import { routeTable, type AreaRoutes, type RemoteArea, type RouteId } from 'shared-contracts';
import { loadArea, loadedArea, RemoteLoadError, REMOTE_ERROR_CODES, resetArea, type RemoteErrorCode } from './remotes';

export const REMOTE_ERROR_TITLE = 'Não foi possível carregar esta área.';
export const REMOTE_ERROR_TEXT = 'Verifique sua conexão e tente novamente em alguns instantes.';
export const REMOTE_VERSION_TEXT = 'Esta área foi publicada para outra versão do site. Se o erro continuar, informe o código ao suporte.';
export const errorCodeText = (code: RemoteErrorCode) => `Código: ${code}`;

function RemoteFailure({ onRetry, code }: { onRetry: () => void; code?: RemoteErrorCode }) {
  return (
    <Box role="alert" maxW="lg" mx={{ base: '4', sm: 'auto' }} my="16" p={{ base: '6', md: '8' }} bg="white" borderRadius="xl" borderWidth="1px" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="lg">
          {REMOTE_ERROR_TITLE}
        </Heading>
        <Text color="fg.muted">{code === REMOTE_ERROR_CODES.version ? REMOTE_VERSION_TEXT : REMOTE_ERROR_TEXT}</Text>
        {code && (
          <Text fontSize="sm" fontFamily="mono" color="fg.muted">
            {errorCodeText(code)}
          </Text>
        )}
        <Button colorPalette="brand" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Box>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches render errors of a remote screen. */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Erro em uma área remota', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <RemoteFailure onRetry={this.retry} /> : this.props.children;
  }
}

type LoadStatus = { status: 'loading' } | { status: 'ready'; routes: AreaRoutes } | { status: 'error'; code: RemoteErrorCode };
/** The load status of one area: a status kept for another area never applies to this one. */
type LoadState = LoadStatus & { area: RemoteArea };

/**
 * Routes modules already at hand before rendering, by area: the page server (src/server) renders
 * with the remote module of the version it loaded, instead of the browser's module cache.
 */
export const PreloadedAreas = createContext<Partial<Record<RemoteArea, AreaRoutes>>>({});

function initialState(area: RemoteArea, preloaded: Partial<Record<RemoteArea, AreaRoutes>> = {}): LoadState {
  const routes = loadedArea(area) ?? preloaded[area];
  return routes ? { area, status: 'ready', routes } : { area, status: 'loading' };
}

/**
 * The screen of `routeId`, taken from its remote's routes module. The router keeps this component
 * mounted between routes of different areas, so the state of the previous area is never read for
 * the new one: an area that is merely loading shows the spinner, and the error card
 * appears only after its load really failed or its routes module lacks the screen.
 */
export function RemoteRoute({ routeId }: { routeId: RouteId }) {
  const area = routeTable[routeId].area as RemoteArea;
  const preloaded = useContext(PreloadedAreas);
  const [stored, setState] = useState<LoadState>(() => initialState(area, preloaded));
  const [attempt, setAttempt] = useState(0);
  // Until the effect below runs for a new area, derive its state instead of showing the old one.
  const state = stored.area === area ? stored : initialState(area);

  useEffect(() => {
    let alive = true;
    if (loadedArea(area)) {
      setState(initialState(area));
      return;
    }
    setState({ area, status: 'loading' });
    loadArea(area).then(
      (routes) => alive && setState({ area, status: 'ready', routes }),
      (error: unknown) => {
        console.error(error);
        if (alive) setState({ area, status: 'error', code: error instanceof RemoteLoadError ? error.code : REMOTE_ERROR_CODES.load });
      },
    );
    return () => {
      alive = false;
    };
  }, [area, attempt]);

  const retry = useCallback(() => {
    resetArea(area);
    setAttempt((n) => n + 1);
  }, [area]);

  if (state.status === 'loading') {
    return (
      <Box display="flex" justifyContent="center" py="24" aria-busy="true">
        <Spinner size="lg" color="brand.solid" aria-label="Carregando" />
      </Box>
    );
  }
  const Screen = state.status === 'ready' ? state.routes[routeId] : undefined;
  if (!Screen) return <RemoteFailure onRetry={retry} code={state.status === 'error' ? state.code : REMOTE_ERROR_CODES.load} />;
  return (
    <RemoteBoundary key={`${area}:${attempt}`} onRetry={retry}>
      <Screen />
    </RemoteBoundary>
  );
}
