/**
 * The calendar of DateInput (§5 Date input), its own chunk: Chakra's DatePicker (Ark/zag) with
 * days, months and years views, pt-BR names and the range's bounds, anchored to the input's
 * group (`controlId`) and returning the focus to the input's calendar button (`triggerId`).
 * Mounted closed and opened at once, so that the focus moves into the days as zag does on open.
 */
import { Portal } from 'shared-contracts/chakra-overlays';
import { DatePicker, parseDate } from 'shared-contracts/chakra-dates';
import { useEffect, useState } from 'react';
import { calendarTranslations } from './texts';

/** Props of DateCalendar; days are yyyy-MM-dd. */
export interface DateCalendarProps {
  controlId: string;
  triggerId: string;
  /** The applied day, or '' for none. */
  value: string;
  min: string;
  max: string;
  onSelect: (day: string) => void;
  onClose: () => void;
}

export default function DateCalendar({ controlId, triggerId, value, min, max, onSelect, onClose }: DateCalendarProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <DatePicker.Root
      ids={{ control: controlId, trigger: triggerId }}
      open={open}
      onOpenChange={(details) => {
        if (details.open) return;
        setOpen(false);
        onClose();
      }}
      value={value ? [parseDate(value)] : []}
      onValueChange={(details) => {
        const day = details.value[0];
        if (day) onSelect(day.toString());
      }}
      min={parseDate(min)}
      max={parseDate(max)}
      locale="pt-BR"
      timeZone="UTC"
      translations={calendarTranslations}
      positioning={{ placement: 'bottom-end' }}
    >
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
