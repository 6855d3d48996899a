/** Visible texts of the add-product screen (§2 Add product to list, §5 Kit, §8). */
export const addProductTexts = {
  title: 'Adicionar produto à lista',
  quantity: 'Quantidade',
  description: 'Descrição',
  descriptionPlaceholder: 'Uma observação para os convidados (opcional)',
  submit: 'Adicionar',
  saving: 'Salvando...',
  added: 'Item adicionado com sucesso!',
  addError: 'Erro ao adicionar item',
} as const;
