/** Visible texts of the list card (§2 List card). */
export const cardTexts = {
  coverAlt: (titulo: string) => `Capa da lista ${titulo}`,
  photoAlt: (titulo: string) => `Foto de perfil da lista ${titulo}`,
  branch: (nome: string) => `Loja: ${nome}`,
};
