/**
 * Inline SVG icons shared by the staff areas (emoji have no font on the target machines).
 * Decorative: every icon is aria-hidden and sits next to a visible text or inside a named button.
 */
import type { ReactNode } from 'react';

/** The 24×24 stroke frame of every icon; `size` in CSS pixels. */
export function IconSvg({ children, size = 16 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A circle with '!' (a warning beside its text: the session that ended). */
export const WarningIcon = () => (
  <IconSvg size={20}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </IconSvg>
);
/** '+' (new list, new product, add item). */
export const PlusIcon = () => (
  <IconSvg>
    <path d="M12 5v14M5 12h14" />
  </IconSvg>
);
/** Left arrow (back). */
export const BackIcon = () => (
  <IconSvg>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </IconSvg>
);
/** Bin (remove). */
export const TrashIcon = () => (
  <IconSvg>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </IconSvg>
);
/** Up arrow into a tray (upload). */
export const UploadIcon = () => (
  <IconSvg>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
  </IconSvg>
);
/** Magnifier (search). */
export const SearchIcon = () => (
  <IconSvg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </IconSvg>
);
/** Cross (clear). */
export const CloseIcon = () => (
  <IconSvg>
    <path d="M18 6 6 18M6 6l12 12" />
  </IconSvg>
);
/** Stacked boxes (kit). */
export const KitIcon = () => (
  <IconSvg>
    <rect x="3" y="11" width="8" height="8" rx="1" />
    <rect x="13" y="11" width="8" height="8" rx="1" />
    <rect x="8" y="3" width="8" height="8" rx="1" />
  </IconSvg>
);
