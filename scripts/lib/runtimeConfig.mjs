/**
 * The shell's runtime configuration (`runtime-config.json` beside its index.html, README:
 * Configuration) from the environment: API_URL, ASSETS_URL, BRAND_NAME, SITE_URL, SHOP_URL,
 * REMOTE_TIMEOUT_MS, GIFT_HOLD_MINUTES and each remote's REMOTE_<NAME>_URL. Written by `pnpm start`
 * and `pnpm dev` (scripts/stack.mjs, with the local ports as defaults) and by the page server's
 * container at its start (scripts/page-server.mjs, with no defaults).
 */
export const REMOTES = ['public', 'cliente', 'funcionario', 'kits'];

/**
 * The configuration of `env`; `defaults` gives `apiUrl`, `siteUrl` and `remotes` (name → manifest
 * URL) for what `env` leaves unset.
 * @throws Error naming the variable when a needed address has neither a value nor a default.
 */
export function runtimeConfigOf(env, defaults = {}) {
  const needed = (name, fallback) => {
    const value = env[name] || fallback;
    if (!value) throw new Error(`${name} é obrigatório (endereço público)`);
    return value;
  };
  const apiUrl = needed('API_URL', defaults.apiUrl);
  return {
    apiUrl,
    assetsUrl: env.ASSETS_URL || apiUrl,
    brandName: env.BRAND_NAME || 'Visual Fashion',
    siteUrl: needed('SITE_URL', defaults.siteUrl),
    // Unset: the site is the shop's host and answers the share links /share/lista/{id} itself.
    ...(env.SHOP_URL ? { shopUrl: env.SHOP_URL } : {}),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS || 5000),
    // the API's hold, told to the guest before paying (docs/decisions/036)
    ...(env.GIFT_HOLD_MINUTES ? { giftHoldMinutes: Math.max(1, Math.round(Number(env.GIFT_HOLD_MINUTES))) } : {}),
    remotes: Object.fromEntries(REMOTES.map((r) => [r, needed(`REMOTE_${r.toUpperCase()}_URL`, defaults.remotes?.[r])])),
  };
}
