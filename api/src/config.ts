/** Configuration from the environment (see the report / README for the list). */
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  siteUrl: string;
  corsOrigins: string[];
  cookieDomain?: string;
  cookieSecure: boolean;
  smtpUrl?: string;
  mailFrom: string;
  nodeEnv: string;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:8080',
  'http://localhost:3101',
  'http://localhost:3102',
  'http://localhost:3103',
  'http://localhost:3104',
];

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000) || 3000,
    host: nonEmpty(env.HOST) ?? 'localhost',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.resolve(__dirname, '../../.data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    siteUrl: (nonEmpty(env.SITE_URL) ?? 'http://localhost:8080').replace(/\/+$/, ''),
    corsOrigins: nonEmpty(env.CORS_ORIGINS)
      ? env.CORS_ORIGINS!.split(',').map((s) => s.trim()).filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    cookieDomain: nonEmpty(env.COOKIE_DOMAIN),
    cookieSecure: /^(1|true|yes)$/i.test(env.COOKIE_SECURE ?? ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Lista de Presentes <nao-responda@listadepresentes.local>',
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
  };
}
