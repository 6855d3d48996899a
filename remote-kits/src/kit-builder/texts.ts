/** Visible texts of the kit builder (§2 Kit builder, §5 Kit, §8). */
import { KIT_RULE_MESSAGES } from 'shared-contracts/area-texts';

export const kitBuilderTexts = {
  createTitle: 'Criar Kit',
  addTitle: 'Adicionar Item',
  anchorBadge: (id: number) => `Item âncora #${id}`,
  anchor: 'Âncora',
  kitOf: (kitNome: string, members: number) => `${kitNome} · ${members} ${members === 1 ? 'item' : 'itens'} no kit`,
  anchorPhotoAlt: (nome: string) => `Foto de ${nome}`,
  code: (codigo: string) => `Cód. ${codigo}`,
  // anchor states that forbid a kit
  anchorMissing: 'Item não encontrado nesta lista.',
  anchorSold: 'Este item já foi vendido: não é possível montar um kit com ele.',
  anchorMember: 'Este item faz parte de um kit: use o item âncora do kit.',
  itemsLoadError: 'Erro ao carregar os produtos da lista',
  // add form
  addSection: 'Adicionar produto',
  quantity: 'Quantidade',
  description: 'Descrição (opcional)',
  addButton: 'Adicionar ao kit',
  whyDisabledProduct: KIT_RULE_MESSAGES.selectProduct,
  whyDisabledVariant: KIT_RULE_MESSAGES.selectSizeOrColour,
  // pending table
  pendingSection: 'Itens do kit',
  tableLabel: 'Itens a adicionar ao kit',
  colPhoto: 'Foto',
  colName: 'Produto',
  colCode: 'Código',
  colPrice: 'Preço',
  colQuantity: 'Quantidade',
  colDescription: 'Descrição',
  colRemove: 'Remover',
  variantLine: (tamanho: string | undefined, cor: string | undefined) =>
    [tamanho && `Tamanho: ${tamanho}`, cor && `Cor: ${cor}`].filter(Boolean).join(' · '),
  quantityOf: (nome: string) => `Quantidade de ${nome}`,
  descriptionOf: (nome: string) => `Descrição de ${nome}`,
  remove: 'Remover',
  removeOf: (nome: string) => `Remover ${nome}`,
  rowMin: KIT_RULE_MESSAGES.quantityMinKit,
  empty: 'Nenhum item adicionado ainda.',
  // summary and actions
  summaryItems: 'Itens',
  summaryQuantity: 'Quantidade total',
  summaryTotal: 'Total estimado',
  /** Under the estimate: what it counts besides the pending items (the public kit price counts the same). */
  summaryTotalNote: (members: number) => (members > 0 ? 'Inclui o item âncora e os itens já no kit.' : 'Inclui o item âncora.'),
  cancel: 'Cancelar',
  save: 'Salvar kit',
  saving: 'Salvando...',
  atLeastOne: KIT_RULE_MESSAGES.atLeastOne,
  // §8
  created: 'Kit criado com sucesso!',
  itemsAdded: 'Item adicionado ao kit!',
  saveError: 'Erro ao salvar kit',
} as const;
