/** Where a user of a disallowed type or without the permission is sent (§2 Route guard). */
import { MessagePage } from 'shared-contracts/ui';

export default function ForbiddenPage() {
  return <MessagePage title="Acesso negado" text="Você não tem permissão para acessar esta página." />;
}
