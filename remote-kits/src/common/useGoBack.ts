/** "Return to the previous screen" (§2 Kit builder 'Cancelar', Edit variable product). */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A function that goes back one entry in this tab's history, or to `fallback` (replacing the
 * address) when the screen was opened directly and there is nothing to go back to.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router keeps the position of the entry in history.state.idx (0: first page of the tab)
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
