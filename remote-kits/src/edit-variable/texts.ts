/** Visible texts of the edit-variable screen (§2 Edit variable product, §5 Product edit, §8). */
import { KIT_RULE_MESSAGES } from 'shared-contracts/area-texts';

export const editVariableTexts = {
  title: 'Editar produto (variável)',
  name: 'Nome',
  price: 'Preço',
  code: 'Código',
  image: 'Imagem',
  quantity: 'Quantidade',
  quantityMin: KIT_RULE_MESSAGES.quantityMinEdit,
  description: 'Descrição',
  itemBadge: (id: number) => `Item #${id}`,
  returning: 'Voltando...',
  save: 'Salvar',
  saving: 'Salvando...',
  updated: 'Item atualizado com sucesso!',
  updateError: 'Erro ao atualizar item',
} as const;
