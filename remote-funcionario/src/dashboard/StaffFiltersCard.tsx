/**
 * Filter card of the staff dashboard (§2 Staff dashboard): search by title or list id (applied
 * 900 ms after typing stops, §9), status ('Ativas' / 'Arquivadas'), event type, branch, event
 * date (§5 Date input) and 'Limpar Filtros'.
 */
import { Field, Input, SimpleGrid } from 'shared-contracts/chakra';
import { DEBOUNCE_MS, type ListaStatus } from 'shared-contracts';
import { branchName, DateInput, useFilterInputs } from 'shared-contracts/ui';
import { FiltersCard, LabelledSelect } from '../common/ScreenParts';
import { useBranches, useStaffCategories } from '../common/useCatalogue';
import type { StaffFilterPatch, StaffFilters } from './staffFilters';
import { dashboardTexts as t } from './texts';

const optionalId = (value: string) => (value ? Number(value) : undefined);

/** Props of StaffFiltersCard. */
export interface StaffFiltersCardProps {
  filters: StaffFilters;
  /** Applies a change (page back to 1); `replace` replaces the history entry (typing). */
  onChange: (patch: StaffFilterPatch, replace?: boolean) => void;
  onClear: () => void;
}

/** The dashboard filter card; the address holds the applied filters. */
export function StaffFiltersCard({ filters, onChange, onClear }: StaffFiltersCardProps) {
  const categories = useStaffCategories();
  const branches = useBranches();
  const { typed, setTyped, resetKey, reset } = useFilterInputs(filters.search, DEBOUNCE_MS.staffLists, (search) => onChange({ search }, true));

  return (
    <FiltersCard
      headingId="filtros-staff"
      title={t.filters}
      clearLabel={t.clear}
      onClear={() => {
        reset();
        onClear();
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        <Field.Root>
          <Field.Label>{t.searchLabel}</Field.Label>
          <Input type="search" value={typed} placeholder={t.searchPlaceholder} onChange={(e) => setTyped(e.target.value)} />
        </Field.Root>
        <LabelledSelect label={t.status} value={filters.status} onChange={(v) => onChange({ status: v as ListaStatus })}>
          <option value="ativo">{t.statusActive}</option>
          <option value="arquivado">{t.statusArchived}</option>
        </LabelledSelect>
        <LabelledSelect label={t.category} value={filters.categoryId ? String(filters.categoryId) : ''} onChange={(v) => onChange({ categoryId: optionalId(v) })}>
          <option value="">{t.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.nome}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect label={t.branch} value={filters.filialId ? String(filters.filialId) : ''} onChange={(v) => onChange({ filialId: optionalId(v) })}>
          <option value="">{t.allBranches}</option>
          {branches.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {branchName(b.id, b.nome, 'Filial')}
            </option>
          ))}
        </LabelledSelect>
        <DateInput
          key={resetKey}
          label={t.date}
          placeholder={t.datePlaceholder}
          invalidText={t.dateInvalid}
          value={filters.dataEvento ?? ''}
          onValueChange={(day) => onChange({ dataEvento: day || undefined })}
        />
      </SimpleGrid>
    </FiltersCard>
  );
}
