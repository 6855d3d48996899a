/** pt-BR messages of the staff calls (lists, items and kits), shared by the routes and the list modules. */
export const STAFF_MSG = {
  archived: 'Lista arquivada com sucesso',
  restored: 'Lista restaurada com sucesso',
  listUpdated: 'Lista atualizada com sucesso!',
  customerNotFound: 'Cliente não encontrado',
  sellerNotFound: 'Vendedor não encontrado',
  categoryNotFound: 'Categoria não encontrada',
  branchNotFound: 'Filial não encontrada',
  emailUpdated: 'E-mail do cliente atualizado',
  emailTaken: 'Este e-mail já pertence a outro cliente.',
  welcomeSent: 'Acesso enviado para o e-mail do cliente.',
  itemNotFound: 'Item não encontrado',
  kitNotFound: 'Kit não encontrado',
  soldNotEditable: 'Item vendido não pode ser editado.',
  soldNotRemovable: 'Item vendido não pode ser removido.',
  anchorNotRemovable: 'Este item é a âncora de um kit: use Remover Kit.',
  kitWithSold: 'Kit com item vendido não pode ser removido.',
  itemRemoved: 'Item removido com sucesso',
  kitRemoved: 'Kit removido com sucesso',
  unlinked: 'Item do kit removido com sucesso',
  notInKit: 'O item não faz parte de um kit.',
  anchorNotUnlinkable: 'O item âncora não pode ser desvinculado: use Remover Kit.',
  soldNotUnlinkable: 'Item vendido não pode ser removido do kit.',
  markedSold: 'Marcado como vendido',
  markedAvailable: 'Marcado como disponível',
  kitMarkedSold: 'Marcado kit como vendido',
  kitMarkedAvailable: 'Marcado kit como disponível',
  productNotFound: 'Produto não encontrado ou inativo.',
} as const;

/** The name of a received vale-presente in the tracker and the staff's order review. */
export const VALE_PRESENTE_TITLE = 'Vale-presente';
/** The tracker's name of a cota (decision 043): a vale-presente given toward one gift. */
export const COTA_TITLE = (gift: string) => `Cota: ${gift}`;
