/** Texts shared by the staff screens (§2 Staff screens, §8). */
export const commonTexts = {
  cancel: 'Cancelar',
  retry: 'Tentar novamente',
  backToDashboard: 'Voltar ao Dashboard',
  loadingList: 'Carregando lista...',
  listLoadError: 'Não foi possível carregar a lista.',
  required: 'obrigatório',
} as const;
