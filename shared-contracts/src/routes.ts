/**
 * The route table of §2: path, owning remote, allowed user types, required permission, page title,
 * indexing, and the first API request of the guest pages. The shell applies the guards from it and
 * starts a guest page's first request early; remotes build links with `paths`.
 * Light on purpose (no zod): the shell's entry carries it (./early).
 */
import { guestRequests, type ApiRequest } from './client/requests';
import { MODULE_LISTA, PERMISSIONS } from './constants';
import type { AccessRequirement } from './permissions';
import { INT4_MAX } from './schemas/common';
import { HOME_LISTS_QUERY, publicListsQuery, readPublicListsFilters } from './publicListsFilters';

export type AreaName = 'shell' | 'public' | 'cliente' | 'funcionario' | 'kits';
export type RemoteArea = Exclude<AreaName, 'shell'>;

/** Federation names of the remotes and the module each exposes. */
export const REMOTES: Record<RemoteArea, { name: string; module: string }> = {
  public: { name: 'remote_public', module: 'remote_public/routes' },
  cliente: { name: 'remote_cliente', module: 'remote_cliente/routes' },
  funcionario: { name: 'remote_funcionario', module: 'remote_funcionario/routes' },
  kits: { name: 'remote_kits', module: 'remote_kits/routes' },
};

export interface RouteDef extends AccessRequirement {
  /** react-router path pattern. */
  path: string;
  area: AreaName;
  /** The 'X' of 'X - Lista de Presentes - {brand}'. */
  title: string;
  /** Marked not to be indexed by search engines (§1). */
  noindex?: boolean;
  /**
   * The API call the page makes first, from the address' parameters and query (decision 013): the
   * shell starts it while the page's code is still arriving, and the page's own call uses that
   * answer (the client matches it by address). The page must build its call from the same pieces.
   */
  firstRequest?: (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => ApiRequest | null;
}

const perm = (permissao: string) => ({ modulo: MODULE_LISTA, permissao });

export const routeTable = {
  home: { path: '/', area: 'public', title: 'Início', firstRequest: () => guestRequests.publicListsIndex(HOME_LISTS_QUERY) },
  loginSelect: { path: '/login/select', area: 'shell', title: 'Entrar', noindex: true },
  loginCliente: { path: '/login/cliente', area: 'shell', title: 'Acompanhar Minha Lista', noindex: true },
  loginFuncionario: { path: '/login/funcionario', area: 'shell', title: 'Acesso do Funcionário', noindex: true },
  authMagic: { path: '/auth/magic', area: 'shell', title: 'Entrando', noindex: true },
  forbidden: { path: '/forbidden', area: 'shell', title: 'Acesso negado', noindex: true },
  publicLists: {
    path: '/listas',
    area: 'public',
    title: 'Todas as Listas',
    firstRequest: (_params, search) => guestRequests.publicLists(publicListsQuery(readPublicListsFilters(search))),
  },
  publicList: {
    path: '/lista/:slug',
    area: 'public',
    title: 'Lista',
    noindex: true,
    firstRequest: ({ slug }) => (slug ? guestRequests.listBySlug(slug) : null),
  },
  kitOptions: { path: '/lista/kit', area: 'public', title: 'Opções de compra', noindex: true },
  // §2 share link: resolves a public list's id to /lista/{slug} (no guard: guests open it).
  shareList: { path: '/share/lista/:id', area: 'public', title: 'Lista', noindex: true },
  clienteDashboard: { path: '/cliente/dashboard', area: 'cliente', title: 'Minhas Listas', allowedTypes: ['cliente'], noindex: true },
  clienteList: { path: '/cliente/lista/:id', area: 'cliente', title: 'Minha Lista', allowedTypes: ['cliente'], noindex: true },
  clienteListEdit: { path: '/cliente/lista/:id/editar', area: 'cliente', title: 'Editar Lista', allowedTypes: ['cliente'], noindex: true },
  clienteListShare: { path: '/cliente/lista/:id/compartilhar', area: 'cliente', title: 'Compartilhar Lista', allowedTypes: ['cliente'], noindex: true },
  staffDashboard: { path: '/funcionario/dashboard', area: 'funcionario', title: 'Dashboard Administrativo', permission: perm(PERMISSIONS.verListas), noindex: true },
  staffListCreate: { path: '/funcionario/lista/criar', area: 'funcionario', title: 'Criar Lista', permission: perm(PERMISSIONS.criarListas), noindex: true },
  staffListEdit: { path: '/funcionario/lista/:id/editar', area: 'funcionario', title: 'Editar Lista', permission: perm(PERMISSIONS.editarListas), noindex: true },
  staffListView: { path: '/funcionario/lista/:id/visualizar', area: 'funcionario', title: 'Visualizar Lista', permission: perm(PERMISSIONS.verListaPorId), noindex: true },
  staffListProducts: { path: '/funcionario/lista/:id/produtos', area: 'funcionario', title: 'Produtos da Lista', permission: perm(PERMISSIONS.verProdutosPorId), noindex: true },
  // the till records a gift bought in a store (decision 028)
  staffReports: { path: '/funcionario/relatorios', area: 'funcionario', title: 'Relatórios', permission: perm(PERMISSIONS.verRelatorios), noindex: true },
  staffStoreGift: { path: '/funcionario/presente-na-loja', area: 'funcionario', title: 'Presente na loja', permission: perm(PERMISSIONS.registrarPresenteLoja), noindex: true },
  kitBuilder: { path: '/funcionario/lista/:listaId/kit/:anchorItemId', area: 'kits', title: 'Montar Kit', permission: perm(PERMISSIONS.criarKit), noindex: true },
  // §2 shows no guard for these two; they are staff screens that change a list (decision 010).
  addProduct: { path: '/listas/:listaId/produtos/novo', area: 'kits', title: 'Adicionar produto à lista', permission: perm(PERMISSIONS.editarListas), noindex: true },
  editVariable: { path: '/listas/:listaId/itens/:itemId/editar-variavel', area: 'kits', title: 'Editar produto (variável)', permission: perm(PERMISSIONS.editarListas), noindex: true },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routeTable;
export const routeIds = Object.keys(routeTable) as RouteId[];

/** Route ids owned by one area (what a remote's routes module must provide). */
export function routesOfArea(area: AreaName): RouteId[] {
  return routeIds.filter((id) => routeTable[id].area === area);
}

/**
 * The route of `pathname` with its parameters, as the router ranks and compares them (a static
 * segment beats a parameter: /lista/kit is not the list 'kit'; static segments ignore letter case,
 * as react-router's routes do: /Listas is /listas); null for unknown paths. The one matcher of the
 * route table, for the shell's guards and sign-in return as for the page server and the early start.
 */
export function matchRoute(pathname: string): { id: RouteId; params: Record<string, string> } | null {
  let best: { id: RouteId; params: Record<string, string>; dynamic: number } | null = null;
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const id of routeIds) {
    const pattern = routeTable[id].path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let dynamic = 0;
    const ok = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        dynamic++;
        try {
          params[part.slice(1)] = decodeURIComponent(segments[i]!);
        } catch {
          return false;
        }
        return segments[i] !== '';
      }
      return part === segments[i]!.toLowerCase();
    });
    if (ok && (!best || dynamic < best.dynamic)) best = { id, params, dynamic };
  }
  return best && { id: best.id, params: best.params };
}

const enc = (v: string | number) => encodeURIComponent(String(v));

/** Typed link builders for every route. */
export const paths = {
  home: () => '/',
  loginSelect: () => '/login/select',
  loginCliente: () => '/login/cliente',
  loginFuncionario: () => '/login/funcionario',
  authMagic: (email: string, token: string) => `/auth/magic?email=${enc(email)}&token=${enc(token)}`,
  forbidden: () => '/forbidden',
  publicLists: () => '/listas',
  publicList: (slug: string) => `/lista/${enc(slug)}`,
  kitOptions: () => '/lista/kit',
  shareList: (id: number | string) => `/share/lista/${enc(id)}`,
  clienteDashboard: () => '/cliente/dashboard',
  clienteList: (id: number | string) => `/cliente/lista/${enc(id)}`,
  clienteListEdit: (id: number | string) => `/cliente/lista/${enc(id)}/editar`,
  clienteListShare: (id: number | string) => `/cliente/lista/${enc(id)}/compartilhar`,
  staffDashboard: () => '/funcionario/dashboard',
  staffListCreate: () => '/funcionario/lista/criar',
  staffListEdit: (id: number | string) => `/funcionario/lista/${enc(id)}/editar`,
  staffListView: (id: number | string) => `/funcionario/lista/${enc(id)}/visualizar`,
  staffListProducts: (id: number | string) => `/funcionario/lista/${enc(id)}/produtos`,
  staffStoreGift: () => '/funcionario/presente-na-loja',
  staffReports: () => '/funcionario/relatorios',
  kitBuilder: (listaId: number | string, anchorItemId: number | string) => `/funcionario/lista/${enc(listaId)}/kit/${enc(anchorItemId)}`,
  addProduct: (listaId: number | string) => `/listas/${enc(listaId)}/produtos/novo`,
  editVariable: (listaId: number | string, itemId: number | string) => `/listas/${enc(listaId)}/itens/${enc(itemId)}/editar-variavel`,
  /** Share link on the shop's own host (§2): {shopUrl}/share/lista/{id}. */
  shareLink: (shopUrl: string, id: number | string) => `${shopUrl.replace(/\/+$/, '')}/share/lista/${enc(id)}`,
} satisfies Record<RouteId | 'shareLink', (...args: never[]) => string>;

/**
 * A route id (':id', ':listaId', ':itemId'...) as a positive integer, or null: digits only, from 1
 * to 2147483647 (a path id is never '1e3', '0x10', ' 7' or '-1').
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= INT4_MAX ? id : null;
}

/** What a remote's exposed './routes' module exports by default: a screen per route id it owns. */
export type AreaRoutes = Partial<Record<RouteId, ScreenComponent>>;

/**
 * A route's screen; `preload` (screens whose code is a chunk of its own) starts its download.
 * `answerPress` (docs/decisions/048): a press on `control` that the page loader held before the
 * app ran, on a page rendered on the server whose data is `page.data` (serialized SWR key →
 * data); it resolves to what answers it (e.g. a dialog, given `close`), which the shell renders
 * at once, before it takes the page over, or to null when the press is the page's own (its click
 * is then given back once the app has taken the page over).
 */
export type ScreenComponent = import('react').ComponentType & {
  preload?: () => Promise<unknown>;
  answerPress?: (control: HTMLElement, page: { data: Record<string, unknown> }) => Promise<PressAnswer | null>;
};

/** What answers a held press (`ScreenComponent.answerPress`): rendered by the shell with the app's providers; `close` unmounts it. */
export type PressAnswer = (close: () => void) => import('react').ReactNode;

/** A route's definition as the wide `RouteDef` type (access fields may be absent). */
export function routeDef(id: RouteId): RouteDef {
  return routeTable[id];
}

/**
 * Absolute address of `path` on the site: the configured public site address (runtime
 * configuration `siteUrl`), else this page's origin.
 */
export function siteAddress(siteUrl: string | undefined, path: string): string {
  return `${(siteUrl ?? window.location.origin).replace(/\/+$/, '')}${path}`;
}

/** Absolute address of the public list page /lista/{slug} (QR codes, the 'Link da lista'). */
export const publicListUrl = (siteUrl: string | undefined, slug: string): string => siteAddress(siteUrl, paths.publicList(slug));

/**
 * The list's share link (§2) that share messages and the invitation carry:
 * {shopUrl}/share/lista/{id}. Without a configured shop host the site itself is the shop's host
 * (it answers /share/lista/{id} with the redirect to /lista/{slug}), so the link is on the site.
 */
export function shareListUrl(config: { shopUrl?: string; siteUrl?: string }, id: number): string {
  return paths.shareLink(config.shopUrl ?? siteAddress(config.siteUrl, ''), id);
}
