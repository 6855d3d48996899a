/**
 * Reads /runtime-config.json served beside the shell (API, assets, brand, remote manifests): the
 * answer the entry already asked for (../early), validated here.
 * @throws Error with a pt-BR message when the file is missing or invalid.
 */
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';
import { earlyConfig } from '../early';

export { CONFIG_PATH } from '../early';

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const parsed = runtimeConfigSchema.safeParse(await earlyConfig(fetchImpl));
  if (!parsed.success) throw new Error(`Configuração inválida: ${parsed.error.issues[0]?.path.join('.')}`);
  return parsed.data;
}
