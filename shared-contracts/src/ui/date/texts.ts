/** Visible and spoken texts of the date input's calendar (§5 Date input), in pt-BR. */
import type { DatePickerRootProps } from 'shared-contracts/chakra-dates';

type Translations = NonNullable<DatePickerRootProps['translations']>;
type View = 'day' | 'month' | 'year';

export const dateInputTexts = {
  openCalendar: 'Abrir calendário',
  closeCalendar: 'Fechar calendário',
  calendar: 'Calendário',
  loading: 'Carregando calendário...',
  loadFailed: 'Não foi possível abrir o calendário. Digite a data ou tente novamente.',
} as const;

const previous: Record<View, string> = { day: 'Mês anterior', month: 'Ano anterior', year: 'Década anterior' };
const next: Record<View, string> = { day: 'Próximo mês', month: 'Próximo ano', year: 'Próxima década' };
const viewName: Record<View, string> = { day: 'dias', month: 'meses', year: 'anos' };

/** The calendar's accessible names (zag's defaults are English). */
export const calendarTranslations: Translations = {
  dayCell: (state) => {
    if (state.unavailable) return `Indisponível: ${state.valueText}`;
    if (state.selected) return `Data escolhida: ${state.valueText}`;
    return `Escolher ${state.valueText}`;
  },
  trigger: (open) => (open ? dateInputTexts.closeCalendar : dateInputTexts.openCalendar),
  viewTrigger: (view, nextView) => `Ver ${viewName[(nextView ?? view) as View]}`,
  prevTrigger: (view) => previous[view as View],
  nextTrigger: (view) => next[view as View],
  placeholder: () => ({ day: 'dd', month: 'mm', year: 'aaaa' }),
  content: dateInputTexts.calendar,
  monthSelect: 'Mês',
  yearSelect: 'Ano',
  clearTrigger: 'Limpar data',
  weekColumnHeader: 'Sem',
  weekNumberCell: (week) => `Semana ${week}`,
};
