/**
 * The router built from the route table of shared-contracts: each route gets its page metadata,
 * its guard and its screen (a shell screen, or the owning remote's).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routeDef, routeIds, routeTable, type RouteId } from 'shared-contracts';
import { messagePageTexts, NotFoundPage, usePageMeta } from 'shared-contracts/ui';
import { RemoteRoute } from '../federation/RemoteRoute';
import { Layout } from './Layout';
import { FullScreenSpinner, Guard } from './Guard';

// Sign-in screens are split out: guests browsing lists never download them.
const shellScreens: Partial<Record<RouteId, ComponentType>> = {
  loginSelect: lazy(() => import(/* webpackChunkName: "lazy-LoginSelectPage" */ '../auth/LoginSelectPage')),
  loginCliente: lazy(() => import(/* webpackChunkName: "lazy-CustomerLoginPage" */ '../auth/CustomerLoginPage')),
  loginFuncionario: lazy(() => import(/* webpackChunkName: "lazy-EmployeeLoginPage" */ '../auth/EmployeeLoginPage')),
  authMagic: lazy(() => import(/* webpackChunkName: "lazy-MagicLinkPage" */ '../auth/MagicLinkPage')),
  forbidden: lazy(() => import(/* webpackChunkName: "lazy-ForbiddenPage" */ '../pages/ForbiddenPage')),
};

function RoutePage({ id }: { id: RouteId }) {
  const def = routeDef(id);
  usePageMeta({ title: def.title, noindex: def.noindex }, { routeDefault: true });
  const ShellScreen = shellScreens[id];
  return (
    <Guard requirement={def}>
      {def.area === 'shell' && ShellScreen ? (
        <Suspense fallback={<FullScreenSpinner />}>
          <ShellScreen />
        </Suspense>
      ) : (
        <RemoteRoute routeId={id} />
      )}
    </Guard>
  );
}

function NotFoundRoute() {
  usePageMeta({ title: messagePageTexts.notFoundPageTitle, noindex: true });
  return <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeIds.map((id) => (
          <Route key={id} path={routeTable[id].path} element={<RoutePage id={id} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
