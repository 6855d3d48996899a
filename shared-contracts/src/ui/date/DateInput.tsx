/**
 * Date input (§5 Date input) of the filters and the staff list form: typed digits are formatted
 * DD/MM/AAAA (at most 10 characters), and a calendar button beside it opens Chakra's DatePicker
 * (pt-BR, keyboard operable) on the same value. The value reaches the parent (yyyy-MM-dd) only
 * when the entry is complete and a real day within the range; a partial entry clears it. A
 * non-empty invalid entry gets a red border and aria-invalid. Range: 1900-01-01 to 2100-12-31, or
 * to today (UTC) when `allowFuture` is false. The calendar's code loads on first use.
 */
import { Field, Group, IconButton, Input, Spinner } from 'shared-contracts/chakra';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { dateInputRange, dayToMasked, isDateEntryInvalid, maskDateInput, parseMaskedDate } from 'shared-contracts';
import { useFieldDescription } from '../focusFirstInvalid';
import { CalendarIcon } from '../icons';
import { importOnce } from '../screenOnDemand';
import { toastError } from '../toaster';
import type { DateCalendarProps } from './DateCalendar';
import { dateInputTexts as t } from './texts';

/** Props of DateInput. Texts come from the screen's texts file. */
export interface DateInputProps {
  label: string;
  placeholder: string;
  /** Shown under a complete entry that is no day of the range. */
  invalidText: string;
  /** Applied value: yyyy-MM-dd, or '' for none. */
  value: string;
  onValueChange: (day: string) => void;
  /** Future days allowed (default true): the range ends 2100-12-31, else today. */
  allowFuture?: boolean;
  required?: boolean;
  /** A message of the form (e.g. 'Data do evento é obrigatória') shown under the field. */
  errorText?: string;
  name?: string;
  onBlur?: () => void;
}

/** The applied value of a masked entry: yyyy-MM-dd when complete and within the range, else ''. */
export function appliedDate(masked: string, allowFuture = true): string {
  return parseMaskedDate(masked, allowFuture) ?? '';
}

/** Loads the calendar's chunk once; a failed download is tried again on the next opening. */
const loadCalendar = importOnce(() => import('./DateCalendar'));

/** A masked date field with a calendar; see the file's note. */
export function DateInput({ label, placeholder, invalidText, value, onValueChange, allowFuture = true, required, errorText, name, onBlur }: DateInputProps) {
  const id = useId();
  const controlId = `${id}control`;
  const triggerId = `${id}trigger`;
  const [masked, setMasked] = useState(() => dayToMasked(value));
  const [open, setOpen] = useState(false);
  const [Calendar, setCalendar] = useState<ComponentType<DateCalendarProps> | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const invalid = isDateEntryInvalid(masked, allowFuture);
  const range = dateInputRange(allowFuture);

  // The value changed under us (back/forward, a form that loaded, 'Limpar Filtros'): show it.
  useEffect(() => {
    setMasked((current) => (appliedDate(current, allowFuture) === value ? current : dayToMasked(value)));
  }, [value, allowFuture]);

  const apply = (next: string) => {
    setMasked(next);
    const day = appliedDate(next, allowFuture);
    if (day !== value) onValueChange(day);
  };

  // Closing unmounts the calendar before zag can move the focus: bring it back to the button
  // when it was in the calendar (a click elsewhere keeps the focus where it went).
  const closeCalendar = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-scope="date-picker"]')) triggerRef.current?.focus();
    setOpen(false);
  };

  const toggleCalendar = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (Calendar) return;
    loadCalendar().then(
      (module) => setCalendar(() => module.default),
      () => {
        setOpen(false);
        toastError(t.loadFailed);
      },
    );
  };

  // The message waits for a complete entry; the border already marks a partial one.
  const message = errorText ?? (invalid && masked.length === 10 ? invalidText : undefined);
  // the error is read with the field when it gets focus
  const description = useFieldDescription(!!message);
  return (
    <Field.Root invalid={invalid || !!errorText} required={required} ids={description.ids}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator color="red.700" />}
      </Field.Label>
      <Group attached w="full" id={controlId}>
        <Input
          name={name}
          value={masked}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          placeholder={placeholder}
          borderColor={invalid ? 'red.600' : undefined}
          aria-invalid={invalid || !!errorText || undefined}
          aria-describedby={description.describedBy}
          onChange={(e) => apply(maskDateInput(e.target.value))}
          onBlur={onBlur}
        />
        <IconButton
          ref={triggerRef}
          id={triggerId}
          variant="outline"
          aria-label={`${open ? t.closeCalendar : t.openCalendar}: ${label}`}
          aria-haspopup="grid"
          aria-expanded={open}
          onClick={toggleCalendar}
          onPointerEnter={() => void loadCalendar().catch(() => undefined)}
        >
          {open && !Calendar ? <Spinner size="xs" aria-label={t.loading} /> : <CalendarIcon size={18} />}
        </IconButton>
      </Group>
      {open && Calendar && (
        <Calendar
          controlId={controlId}
          triggerId={triggerId}
          value={value}
          min={range.min}
          max={range.max}
          onSelect={(day) => {
            apply(dayToMasked(day));
            closeCalendar();
          }}
          onClose={closeCalendar}
        />
      )}
      {message && <Field.ErrorText color="red.700">{message}</Field.ErrorText>}
    </Field.Root>
  );
}
