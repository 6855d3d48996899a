/**
 * Reads /runtime-config.json served beside the shell (API, assets, brand, remote manifests).
 * @throws Error with a pt-BR message when the file is missing or invalid.
 */
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';

export const CONFIG_PATH = '/runtime-config.json';

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Configuração indisponível (HTTP ${response.status}).`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Configuração inválida: ${parsed.error.issues[0]?.path.join('.')}`);
  return parsed.data;
}
