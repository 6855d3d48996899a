/** Fixed seed data that tests, browser tests and the README rely on. */
export const DEMO_USERS = {
  superUser: { codigo: 1000, senha: 'admin123', nome: 'Ana Paula Administradora' },
  fullStaff: { codigo: 1001, senha: 'gestor123', nome: 'Bruno Gestor' },
  viewOnlyStaff: { codigo: 1002, senha: 'consulta123', nome: 'Carla Consulta' },
} as const;

export const DEMO_CUSTOMERS = {
  maria: { codigo: 5001, nome: 'Maria Silva', email: 'maria.silva@example.com' },
  joao: { codigo: 5002, nome: 'João Santos', email: 'joao.santos@example.com' },
} as const;

export const CATEGORY_NAMES = [
  'Chá de Bebê',
  'Casamento',
  'Aniversário',
  'Chá de Panela',
  'Formatura',
  'Bodas',
  'Batizado',
  'Noivado',
  'Chá de Fralda',
  'Open House',
] as const;

/** Public, active, future list owned by Maria: loose items (some sold, one sold out, one online) and a kit. */
export const PUBLIC_LIST_SLUG = 'casamento-maria-e-joao';
export const PUBLIC_LIST_ID = 1;
export const PUBLIC_LIST_TITLE = 'Casamento Maria e João';
/** Public but archived (Maria). */
export const ARCHIVED_LIST_SLUG = 'aniversario-30-anos-maria';
/** Private ('privado') and active (Maria). */
export const PRIVATE_LIST_SLUG = 'cha-de-bebe-maria';
/** 'apenas_convidados' and active (Maria). */
export const GUESTS_ONLY_LIST_SLUG = 'cha-de-panela-maria';
/** Public, active, past (João). */
export const PAST_PUBLIC_LIST_SLUG = 'formatura-joao-santos';

export const SELLER_CODES = [201, 202, 203, 204, 205, 206, 207, 208, 209, 210] as const;
