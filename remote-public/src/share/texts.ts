/** Visible texts of the share link screen (§2 /share/lista/{id}). */
export const shareLinkTexts = {
  opening: 'Abrindo a lista...',
  loadError: 'Não foi possível abrir a lista.',
  retry: 'Tentar novamente',
} as const;
