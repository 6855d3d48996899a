/**
 * The one set of inline SVG icons of every area (emoji have no font on the target machines).
 * Decorative: every icon is aria-hidden and sits next to a visible text or inside a named button.
 * Each icon takes `size` (CSS pixels, 16 unless said) and any other SVG attribute (for example a
 * thicker `strokeWidth`).
 */
import type { SVGProps } from 'react';

/** Props of every icon: SVG attributes and `size` in CSS pixels. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The 24×24 stroke frame of every icon; `size` in CSS pixels. */
export function IconSvg({ children, size = 16, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** A circle with '!' (a warning beside its text: the session that ended); 20 px. */
export const WarningIcon = (props: IconProps) => (
  <IconSvg size={20} {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </IconSvg>
);
/** '+' (new list, new product, add item). */
export const PlusIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M12 5v14M5 12h14" />
  </IconSvg>
);
/** Left arrow (back). */
export const BackIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </IconSvg>
);
/** Bin (remove). */
export const TrashIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </IconSvg>
);
/** Up arrow into a tray (upload). */
export const UploadIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
  </IconSvg>
);
/** Down arrow into a tray (download). */
export const DownloadIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </IconSvg>
);
/** Magnifier (search). */
export const SearchIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </IconSvg>
);
/** Cross (clear). */
export const CloseIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </IconSvg>
);
/** Stacked boxes (kit). */
export const KitIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="3" y="11" width="8" height="8" rx="1" />
    <rect x="13" y="11" width="8" height="8" rx="1" />
    <rect x="8" y="3" width="8" height="8" rx="1" />
  </IconSvg>
);
/** Eye (view, 'Visualizar'). */
export const EyeIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </IconSvg>
);
/** Pencil (edit, 'Editar'). */
export const EditIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </IconSvg>
);
/** Box (products). */
export const BoxIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </IconSvg>
);
/** Archive box (archive). */
export const ArchiveIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="2" y="3" width="20" height="5" rx="1" />
    <path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8M10 12h4" />
  </IconSvg>
);
/** Circular arrow (restore). */
export const RestoreIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </IconSvg>
);
/** Box with an arrow (opens in a new tab). */
export const ExternalIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </IconSvg>
);
/** Envelope (send access). */
export const MailIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </IconSvg>
);
/** Check mark (mark as sold, 'Adquirido'). */
export const CheckIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M20 6 9 17l-5-5" />
  </IconSvg>
);
/** Picture (image library). */
export const ImageIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="m21 15-5-5L5 21" />
  </IconSvg>
);
/** Share (three linked dots). */
export const ShareIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </IconSvg>
);
/** Gift box: the brand mark of the invitation. */
export const GiftBoxIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </IconSvg>
);
/** Calendar (event date, the date field's calendar button). */
export const CalendarIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </IconSvg>
);
/** Map pin (store address). */
export const MapPinIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </IconSvg>
);
