/** Visible texts that both login screens show (§8). */
export const loginTexts = {
  /** Title of the red toast after a failed login or link request. */
  failed: 'Erro no login',
  /** Its description when the server gave no message. */
  unknownError: 'Erro desconhecido',
} as const;
