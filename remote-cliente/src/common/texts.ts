/** Visible texts shared by the customer screens (§2 Customer screens, §8). */
import { countOf } from 'shared-contracts';

export const commonTexts = {
  credentialsMissing: 'Credenciais do cliente ausentes',
  credentialsHint: 'Entre novamente pelo link enviado ao seu e-mail para acessar suas listas.',
  loading: 'Carregando lista...',
  backToDashboard: 'Voltar ao Dashboard',
  loadError: 'Não foi possível carregar a lista.',
  retry: 'Tentar novamente',
  defaultCategory: 'Evento',
  status: { ativo: 'Ativa', arquivado: 'Arquivada' },
  progress: (vendidos: number, total: number) => `${vendidos} de ${countOf(total, 'item presenteado', 'itens presenteados')}`,
  progressBarLabel: (percent: number) => `Progresso da lista: ${percent}%`,
  coverAlt: (titulo: string) => `Capa da lista ${titulo}`,
  photoAlt: (titulo: string) => `Foto de perfil da lista ${titulo}`,
} as const;
