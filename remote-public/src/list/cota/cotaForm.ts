/**
 * The cota form's rules and request body (decision 043), with the API's rules and messages
 * (`cotaValueProblem`, `COTA_MSG`, `cotaCheckoutRequestSchema` of shared-contracts): a guest learns
 * before sending what the API would refuse. Imported only by the dialog, so yup stays in its chunk.
 * Amounts in reais unless a name says cents.
 */
import * as yup from 'yup';
import { giverRules } from '../creditForm';
import type { CotaCheckoutRequest, Lista } from 'shared-contracts';
import { COTA_RULE_MSG, cotaChoices, cotaValueProblem, maxCotaCents } from 'shared-contracts/cota-rules';

/** The cota values offered when the API names none (its default configuration), in reais. */
export const DEFAULT_COTA_VALUES: readonly number[] = [50, 100, 200];

/** The choice 'Outro valor' in `escolha`. */
export const OTHER = 'outro';

/**
 * The form as the inputs hold it: `escolha` the chosen cota value in reais as the radio's value,
 * OTHER for 'Outro valor', '' when none; `outro` what the 'Outro valor' box holds; `nome` and
 * `mensagem` untrimmed.
 */
export interface CotaValues {
  escolha: string;
  outro: string;
  nome: string;
  mensagem: string;
}

/** Nothing chosen, empty texts. */
export const emptyCota: CotaValues = { escolha: '', outro: '', nome: '', mensagem: '' };

/**
 * What a cota may be now: `abertoCents` what is still open of the gift (cents), `valores` the
 * configured cota values and `denominacoes` the store's gift card values (both reais).
 */
export interface CotaRule {
  abertoCents: number;
  valores: readonly number[];
  denominacoes: readonly number[];
}

/** The configured values (reais) that fit now (shared-contracts' cotaChoices), ascending. */
export function choicesOf(rule: CotaRule): number[] {
  return cotaChoices(rule.abertoCents, rule.valores, rule.denominacoes).sort((a, b) => a - b);
}

/** The bounds of an 'Outro valor' in reais: the smallest cota (or the maximum when less is open) and the maximum (maxCotaCents); max 0 when nothing is open. */
export function otherBounds(rule: CotaRule): { min: number; max: number } {
  const max = maxCotaCents(rule.abertoCents, rule.denominacoes) / 100;
  const smallest = rule.valores.length ? Math.min(...rule.valores) : 1;
  return { min: Math.min(smallest, max), max };
}

/**
 * 'Outro valor' as typed, in reais: '150', '150,00', 'R$ 1.500' → 150, 150, 1500; '150,50' →
 * 150.5 (refused as not whole); NaN when it is not a number. A '.' before three digits groups
 * thousands (pt-BR), otherwise it is the decimal point.
 */
export function parseReais(text: string): number {
  let s = text.trim().replace(/^R\$\s*/i, '').replace(/\s/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) s = s.replace(/\./g, '');
  s = s.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

/** The cota's value in reais that `values` name (a choice or 'Outro valor' parsed), or NaN when none. */
export function cotaValue(values: Pick<CotaValues, 'escolha' | 'outro'>): number {
  if (values.escolha === OTHER) return parseReais(values.outro);
  return values.escolha === '' ? Number.NaN : Number(values.escolha);
}

/** Why `valorReais` cannot be a cota under `rule` (COTA_MSG's pt-BR), or null when it can. */
export function cotaProblem(valorReais: number, rule: CotaRule): string | null {
  return cotaValueProblem(valorReais, rule.abertoCents, rule.valores, rule.denominacoes);
}

/**
 * The yup rules under `rule`: a value chosen (valueRequired) that fits now; with 'Outro valor' a
 * typed value (wholeReais when empty) that passes cotaValueProblem (whole reais, at least the
 * smallest cota, at most what is open allows, made of the store's cards), its message shown; a
 * name of 1 to 120 characters once trimmed and a message of at most 500 as typed (the box's
 * counter), with the vale-presente's messages; control characters as the server refuses them.
 */
export function cotaValidation(rule: CotaRule) {
  return yup.object({
    escolha: yup
      .string()
      .required(COTA_RULE_MSG.valueRequired)
      .test('fits', COTA_RULE_MSG.valueRequired, function fits(v) {
        if (!v || v === OTHER) return true;
        const problem = cotaProblem(Number(v), rule);
        return problem ? this.createError({ message: problem }) : true;
      }),
    // depends on the choice: checked only when 'Outro valor' is chosen
    outro: yup.string().test('other', COTA_RULE_MSG.wholeReais, function other(v) {
      if (this.parent.escolha !== OTHER) return true;
      if (!v?.trim()) return this.createError({ message: COTA_RULE_MSG.wholeReais });
      const problem = cotaProblem(parseReais(v), rule);
      return problem ? this.createError({ message: problem }) : true;
    }),
    ...giverRules(),
  });
}

/**
 * POST /shopify/cota/checkout's body from valid `values`: the list's id and slug, the gift's item
 * (`listProductId`, a kit's anchor), the value in whole reais, the name trimmed, the message
 * trimmed or left out when blank.
 */
export function cotaBody(lista: Pick<Lista, 'id' | 'slug'>, listProductId: number, values: CotaValues): CotaCheckoutRequest {
  const body: CotaCheckoutRequest = {
    listId: lista.id,
    listSlug: lista.slug,
    listProductId,
    valor: cotaValue(values),
    nome: values.nome.trim(),
  };
  const mensagem = values.mensagem.trim();
  if (mensagem) body.mensagem = mensagem;
  return body;
}
