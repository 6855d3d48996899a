/**
 * The header's items for a user (§2 Header): 'Todas as Listas' always; 'Minhas Listas' for a
 * customer, 'Dashboard' for staff; 'Criar Lista' only with the permission of the create route.
 */
import { hasPermission, paths, routeTable, type AuthUser } from 'shared-contracts';

export interface NavItem {
  label: string;
  to: string;
}

/** The dashboard link of a signed-in user, or null for visitors. */
export function dashboardItem(user: AuthUser | null): NavItem | null {
  if (!user) return null;
  return user.usuarioTipo === 'cliente'
    ? { label: 'Minhas Listas', to: paths.clienteDashboard() }
    : { label: 'Dashboard', to: paths.staffDashboard() };
}

export function navItems(user: AuthUser | null): NavItem[] {
  const items: NavItem[] = [{ label: 'Todas as Listas', to: paths.publicLists() }];
  const dashboard = dashboardItem(user);
  if (dashboard) items.push(dashboard);
  if (hasPermission(user, routeTable.staffListCreate.permission)) {
    items.push({ label: 'Criar Lista', to: paths.staffListCreate() });
  }
  return items;
}
