/** Visible texts of the share options (§2 Share options, §8 sharing toasts). */
export const shareTexts = {
  title: 'Compartilhe esta lista',
  intro: 'Envie a lista para amigos e familiares. Quem apresentar o código da lista na loja ganha desconto.',
  whatsApp: 'WhatsApp',
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  native: 'Compartilhar',
  newTab: '(abre em nova aba)',
  textCopied: 'Texto Copiado!',
  textCopiedDescription: 'Abra o Instagram e cole a mensagem na sua DM.',
  shared: 'Compartilhado com sucesso!',
  sharedDescription: 'A lista foi compartilhada através das opções do sistema.',
  linkCopied: 'Link Copiado!',
  linkCopiedDescription: 'O link da lista foi copiado para a área de transferência.',
  copyFailed: 'Não foi possível copiar.',
  // Toasts under the title 'Compartilhar' (§8): the WhatsApp buttons and the 'Copiar link' button
  shareTitle: 'Compartilhar',
  openingWhatsApp: 'Abrindo WhatsApp…',
  linkCopiedShort: 'Link copiado!',
} as const;
