/**
 * The sandbox store's discount codes, in this process's memory: what Shopify's Admin
 * `discountCodeBasicCreate` makes (a percentage off some product variants, a period, a usage
 * limit) and how its checkout honours one. A cart asks for codes with cartCreate's
 * `discountCodes`; a code that exists, is inside its period and has uses left applies its
 * percentage to the cart's lines of its variants (each line's discount rounded to the cent, as
 * Shopify allocates per line). Paying the cart uses the code once; a code used up meanwhile is
 * dropped from the cart before it is paid, as Shopify's checkout removes a code no longer valid.
 */

/** A basic code discount: `percentage` in 0..1 of the listed variants (numeric ids). */
export interface SandboxDiscount {
  id: number;
  title: string;
  code: string;
  percentage: number;
  variantIds: ReadonlySet<string>;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  used: number;
}

/** A userError of discountCodeBasicCreate (Shopify's DiscountUserError, codes of DiscountErrorCode). */
export interface DiscountUserError {
  code: 'BLANK' | 'INVALID' | 'TAKEN' | 'TOO_LONG';
  field: string[];
  message: string;
}

/** The part of Shopify's DiscountCodeBasicInput the sandbox reads. */
export interface DiscountCodeBasicInput {
  title?: string | null;
  code?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  context?: { all?: string | null } | null;
  customerGets?: {
    value?: { percentage?: number | null } | null;
    items?: { all?: boolean | null; products?: { productVariantsToAdd?: string[] | null } | null } | null;
  } | null;
}

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;
const MAX_CODES = 5000;

export class DiscountCodes {
  private readonly byCode = new Map<string, SandboxDiscount>();
  private count = 0;

  /** Makes a code from `input`, or answers Shopify's userErrors for what it would refuse (nothing made). */
  create(input: DiscountCodeBasicInput): { discount: SandboxDiscount } | { userErrors: DiscountUserError[] } {
    const errors: DiscountUserError[] = [];
    const field = (...f: string[]) => ['basicCodeDiscount', ...f];
    const code = input.code?.trim() ?? '';
    const title = input.title?.trim() ?? '';
    if (!code) errors.push({ code: 'BLANK', field: field('code'), message: "Code can't be blank" });
    else if (code.length > 255) errors.push({ code: 'TOO_LONG', field: field('code'), message: 'Code is too long (maximum is 255 characters)' });
    else if (this.byCode.has(code.toUpperCase())) errors.push({ code: 'TAKEN', field: field('code'), message: 'Code must be unique. Please try a different code.' });
    if (!title) errors.push({ code: 'BLANK', field: field('title'), message: "Title can't be blank" });
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (!startsAt || Number.isNaN(startsAt.getTime())) errors.push({ code: 'BLANK', field: field('startsAt'), message: "Starts at can't be blank" });
    if (endsAt && (Number.isNaN(endsAt.getTime()) || (startsAt && endsAt <= startsAt))) errors.push({ code: 'INVALID', field: field('endsAt'), message: 'Ends at needs to be after starts_at' });
    if (!input.context?.all) errors.push({ code: 'BLANK', field: field('context'), message: 'Context must be specified' });
    const percentage = input.customerGets?.value?.percentage;
    if (typeof percentage !== 'number' || !(percentage > 0 && percentage <= 1))
      errors.push({ code: 'INVALID', field: field('customerGets', 'value', 'percentage'), message: 'Value must be between 0.0 and 1.0' });
    const variantGids = input.customerGets?.items?.products?.productVariantsToAdd ?? [];
    const variantIds = variantGids.map((gid) => VARIANT_GID.exec(gid)?.[1]);
    if (!variantIds.length || variantIds.some((id) => id === undefined))
      errors.push({ code: 'INVALID', field: field('customerGets', 'items'), message: 'Items must name product variants' });
    if (input.usageLimit != null && input.usageLimit < 1) errors.push({ code: 'INVALID', field: field('usageLimit'), message: 'Usage limit must be greater than 0' });
    if (errors.length) return { userErrors: errors };
    this.count += 1;
    const discount: SandboxDiscount = {
      id: 9_000_000 + this.count,
      title,
      code,
      percentage: percentage!,
      variantIds: new Set(variantIds as string[]),
      startsAt: startsAt!,
      endsAt,
      usageLimit: input.usageLimit ?? null,
      used: 0,
    };
    this.byCode.set(code.toUpperCase(), discount);
    while (this.byCode.size > MAX_CODES) this.byCode.delete(this.byCode.keys().next().value!);
    return { discount };
  }

  /** The code `code` (any letter case, as Shopify's) when it can be used at `now`: in its period, with uses left. */
  usable(code: string, now: Date): SandboxDiscount | undefined {
    const d = this.byCode.get(code.trim().toUpperCase());
    if (!d || now < d.startsAt || (d.endsAt && now >= d.endsAt)) return undefined;
    return d.usageLimit !== null && d.used >= d.usageLimit ? undefined : d;
  }

  /** Uses `code` once (a paid order); false when it could not be used any more at `now`. */
  redeem(code: string, now: Date): boolean {
    const d = this.usable(code, now);
    if (!d) return false;
    d.used += 1;
    return true;
  }

  /** Every code made, oldest first (the sandbox's page and tests). */
  list(): SandboxDiscount[] {
    return [...this.byCode.values()];
  }
}

/** The discount a cart carries: its code and what it takes off. */
export interface CartDiscount {
  code: string;
  percentage: number;
  variantIds: ReadonlySet<string>;
}

/** What `discount` takes off a line of `unitCents` × `quantity` of variant `variantId`, in cents (0 when it does not apply). */
export function lineDiscountCents(discount: CartDiscount | undefined, variantId: string, unitCents: number, quantity: number): number {
  if (!discount || !discount.variantIds.has(variantId)) return 0;
  return Math.round(unitCents * quantity * discount.percentage);
}
