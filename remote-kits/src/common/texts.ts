/** Visible texts shared by the screens of the kits area (§2, §5 Kit, §8). */
import { COTA_MSG } from 'shared-contracts';
import { KIT_RULE_MESSAGES } from 'shared-contracts/area-texts';

/** Product-code search (§2 Kit builder, Add product to list; §5 Product lookup failure). */
export const productSearchTexts = {
  codeLabel: 'Código do produto',
  codePlaceholder: 'Digite o código',
  search: 'Buscar',
  searching: 'Buscando...',
  clear: 'Limpar',
  clearLabel: (nome: string) => `Limpar produto ${nome}`,
  codeRequired: 'Informe o código do produto',
  notFound: 'Produto não encontrado ou inativo.',
  selected: 'Produto selecionado',
  code: (codigo: string) => `Cód. ${codigo}`,
  photoAlt: (nome: string) => `Foto de ${nome}`,
} as const;

/** 'Possui variantes?' and the size and colour lists (§2, §5 Kit). */
export const variantTexts = {
  hasVariants: 'Possui variantes?',
  size: 'Tamanho',
  colour: 'Cor',
  sizePlaceholder: 'Buscar tamanho...',
  colourPlaceholder: 'Buscar cor...',
  noSize: 'Nenhum tamanho encontrado',
  noColour: 'Nenhuma cor encontrada',
  loading: 'Carregando...',
  loadError: 'Erro ao carregar as opções',
  clearSize: 'Limpar tamanho',
  clearColour: 'Limpar cor',
  open: 'Mostrar opções',
  selectSizeOrColour: KIT_RULE_MESSAGES.selectSizeOrColour,
} as const;

/** Frame texts of the kits screens. */
export const frameTexts = {
  backToProducts: 'Voltar aos produtos',
  loading: 'Carregando...',
  retry: 'Tentar novamente',
  listLoadError: 'Erro ao carregar a lista',
  invalidAddress: 'Endereço inválido',
  archived: 'Esta lista está arquivada: restaure-a no painel para alterar os produtos.',
  quantity: 'Quantidade',
  descriptionCount: (n: number, max: number) => `${n}/${max}`,
  cancel: 'Cancelar',
} as const;

/** 'Aceita cotas' of the add and edit forms (decision 043), as the staff's item edit dialog words it. */
export const cotasTexts = {
  label: COTA_MSG.accepts,
  help: 'Os convidados podem se juntar e dar este presente em cotas.',
} as const;
