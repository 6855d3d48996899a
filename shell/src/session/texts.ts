/** Texts of the notice of a session that ended (§2 Route guard, §8: "Session failure on navigation"). */
export const sessionTexts = {
  expired: 'Sua sessão expirou. Entre novamente para continuar.',
  signInAgain: 'Entrar novamente',
  close: 'Fechar aviso',
} as const;
