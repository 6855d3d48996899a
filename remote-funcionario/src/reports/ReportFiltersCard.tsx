/**
 * The filter card of 'Relatórios' (decision 040): the period's first and last days (the dashboard's
 * date input: DD/MM/AAAA with a calendar), the branch ('Todas as filiais' or one, GET /filial) and
 * the seller's code (applied once typing stops), and 'Limpar Filtros' (back to the current month).
 * Each field shows its REPORT_MSG text when the contract refuses it.
 */
import { Field, Input, NativeSelect, SimpleGrid } from 'shared-contracts/chakra';
import { DEBOUNCE_MS } from 'shared-contracts';
import { REPORT_MSG } from 'shared-contracts/reports';
import { branchName, DateInput, useFieldDescription, useFilterInputs } from 'shared-contracts/ui';
import { FiltersCard } from '../common/ScreenParts';
import { useBranches } from '../common/useCatalogue';
import type { ReportField, ReportFilters } from './reportFilters';
import { reportTexts as t } from './texts';

/** Props of ReportFiltersCard. */
export interface ReportFiltersCardProps {
  filters: ReportFilters;
  /** REPORT_MSG texts of the refused fields. */
  errors: Partial<Record<ReportField, string>>;
  /** Applies a change; `replace` replaces the history entry (an entry still being typed). */
  onChange: (patch: Partial<Omit<ReportFilters, 'page'>>, replace?: boolean) => void;
  onClear: () => void;
}

/** The period's two days: label and the contract's message for a day that does not exist. */
const DAYS = { de: { label: t.from, invalid: REPORT_MSG.from }, ate: { label: t.to, invalid: REPORT_MSG.to } } as const;

/** The branch: 'Todas as filiais' or one of GET /filial, with the field's message under it. */
function BranchSelect({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const branches = useBranches();
  const description = useFieldDescription(!!error);
  // a branch in the address that GET /filial does not list (or a bad value) still shows as chosen
  const unknown = value !== '' && !branches.some((b) => String(b.id) === value);
  return (
    <Field.Root invalid={!!error} ids={description.ids}>
      <Field.Label>{t.branch}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} aria-describedby={description.describedBy} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t.allBranches}</option>
          {branches.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {branchName(b.id, b.nome, 'Filial')}
            </option>
          ))}
          {unknown && <option value={value}>{/^\d+$/.test(value) ? branchName(Number(value), null, 'Filial') : value}</option>}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The seller's code: `typed` shows at once; the card applies it once typing settles (§9 debounce). */
function SellerInput({ typed, error, onType }: { typed: string; error?: string; onType: (value: string) => void }) {
  const description = useFieldDescription(!!error);
  return (
    <Field.Root invalid={!!error} ids={description.ids}>
      <Field.Label>{t.seller}</Field.Label>
      <Input
        value={typed}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.sellerPlaceholder}
        aria-describedby={description.describedBy}
        onChange={(e) => onType(e.target.value)}
      />
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The report's filter card; the address holds the applied filters. */
export function ReportFiltersCard({ filters, errors, onChange, onClear }: ReportFiltersCardProps) {
  // a date still being typed reaches us as '' (replacing the history entry); a whole day is a new entry
  const onDay = (field: 'de' | 'ate') => (day: string) => onChange({ [field]: day }, day === '');
  const seller = useFilterInputs(filters.vendedor, DEBOUNCE_MS.staffLists, (vendedor) => onChange({ vendedor }, true));
  return (
    <FiltersCard
      headingId="filtros-relatorio"
      title={t.filters}
      clearLabel={t.clear}
      onClear={() => {
        seller.reset();
        onClear();
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {(['de', 'ate'] as const).map((field) => (
          <DateInput
            key={`${field}${seller.resetKey}`}
            label={DAYS[field].label}
            placeholder={t.datePlaceholder}
            invalidText={DAYS[field].invalid}
            errorText={errors[field]}
            value={filters[field]}
            onValueChange={onDay(field)}
          />
        ))}
        <BranchSelect value={filters.filial} error={errors.filial} onChange={(filial) => onChange({ filial })} />
        <SellerInput typed={seller.typed} error={errors.vendedor} onType={seller.setTyped} />
      </SimpleGrid>
    </FiltersCard>
  );
}
