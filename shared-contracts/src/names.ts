/**
 * First name of a full name (§3): remove every character other than letters, marks, spaces,
 * apostrophes and hyphens, trim, and take the first word. '' when nothing is left.
 */
export function firstName(fullName: string | null | undefined): string {
  if (!fullName) return '';
  const cleaned = fullName.replace(/[^\p{L}\p{M}\s'-]/gu, '').trim();
  return cleaned.split(/\s+/)[0] ?? '';
}
