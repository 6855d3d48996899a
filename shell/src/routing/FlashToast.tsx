/**
 * Shows the message a screen passed to the next one in its navigation state (`flashStateSchema`
 * of shared-contracts), once: the toast is created with the shell's toaster, which stays mounted
 * while remotes come and go, and the message is removed from the history entry (a reload or a
 * return to it does not show it again).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { flashStateSchema } from 'shared-contracts';
import { toastError, toastSuccess } from 'shared-contracts/ui';

export function FlashToast() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const parsed = flashStateSchema.safeParse(location.state);
    if (!parsed.success) return;
    const { type, title, description } = parsed.data.flash;
    (type === 'success' ? toastSuccess : toastError)(title, description);
    const { flash: _shown, ...rest } = location.state as Record<string, unknown>;
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: Object.keys(rest).length ? rest : null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry
  }, [location.key]);
  return null;
}
