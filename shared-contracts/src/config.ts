/**
 * Runtime configuration (served beside the shell as /runtime-config.json, read at start). No
 * remote URL is baked into a build: the shell registers the manifests named here.
 */
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  /** Base URL of the provider API (§7), e.g. http://localhost:3000. */
  apiUrl: z.url(),
  /** Static-assets host that relative image paths are resolved against (§3). */
  assetsUrl: z.url(),
  /** Product (brand) name of page titles 'X - Lista de Presentes - {brand}'. */
  brandName: z.string().min(1),
  /** Public address of the site (canonical links, QR codes). Defaults to the page's origin. */
  siteUrl: z.url().optional(),
  /** The online store's own host (share link /share/lista/{id}). */
  shopUrl: z.url().optional(),
  /** Manifest URL (mf-manifest.json) of each remote. */
  remotes: z.object({
    public: z.url(),
    cliente: z.url(),
    funcionario: z.url(),
    kits: z.url(),
  }),
  /**
   * How long an online checkout holds a gift, in minutes: the API's GIFT_HOLD_MINUTES, told to the
   * guest before paying (docs/decisions/036). Absent: GIFT_HOLD_MINUTES_DEFAULT.
   */
  giftHoldMinutes: z.number().int().min(1).max(1440).optional(),
  /** Milliseconds after which loading a remote counts as failed. */
  remoteTimeoutMs: z.number().int().positive().default(5000),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
