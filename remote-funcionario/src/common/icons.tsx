/**
 * Inline SVG icons of the staff screens (emoji have no font on the target machines). Decorative:
 * every icon is aria-hidden and sits next to a visible text.
 */
import { IconSvg as Svg } from 'shared-contracts/ui';

export { BackIcon, KitIcon, PlusIcon, TrashIcon, UploadIcon } from 'shared-contracts/ui';

/** Eye (view). */
export const EyeIcon = () => (
  <Svg>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
/** Pencil (edit). */
export const EditIcon = () => (
  <Svg>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Svg>
);
/** Box (products). */
export const BoxIcon = () => (
  <Svg>
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </Svg>
);
/** Archive box (archive). */
export const ArchiveIcon = () => (
  <Svg>
    <rect x="2" y="3" width="20" height="5" rx="1" />
    <path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8M10 12h4" />
  </Svg>
);
/** Circular arrow (restore). */
export const RestoreIcon = () => (
  <Svg>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Svg>
);
/** Box with an arrow (opens in a new tab). */
export const ExternalIcon = () => (
  <Svg>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </Svg>
);
/** Envelope (send access). */
export const MailIcon = () => (
  <Svg>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </Svg>
);
/** Check mark (mark as sold). */
export const CheckIcon = () => (
  <Svg>
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);
/** Picture (image library). */
export const ImageIcon = () => (
  <Svg>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="m21 15-5-5L5 21" />
  </Svg>
);
