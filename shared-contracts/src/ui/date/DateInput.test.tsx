import '../../testing/polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '../../testing';
import { DateInput } from './DateInput';

const changes: string[] = [];

function Harness({ initial = '', allowFuture }: { initial?: string; allowFuture?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Data do evento"
        placeholder="DD/MM/AAAA"
        invalidText="Data inválida"
        value={value}
        allowFuture={allowFuture}
        onValueChange={(day) => {
          changes.push(day);
          setValue(day);
        }}
      />
      <output data-testid="applied">{value}</output>
    </>
  );
}

beforeEach(() => {
  changes.length = 0;
});

describe('DateInput (§5 Date input)', () => {
  it('formats typed digits as DD/MM/AAAA and applies only a complete, real day', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Data do evento' });
    await user.type(input, '0503a2027');
    expect(input).toHaveValue('05/03/2027');
    expect(screen.getByTestId('applied')).toHaveTextContent('2027-03-05');
    await user.type(input, '{backspace}');
    expect(input).toHaveValue('05/03/202');
    // a partial entry clears the value
    expect(screen.getByTestId('applied')).toBeEmptyDOMElement();
    expect(changes).toEqual(['2027-03-05', '']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('maxLength', '10');
  });

  it("marks an impossible day with 'Data inválida'", async () => {
    const user = userEvent.setup();
    renderScreen(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Data do evento' });
    await user.type(input, '31022027');
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
    // read with the field, so that a screen reader announces it on focus
    await waitFor(() => expect(input).toHaveAccessibleDescription('Data inválida'));
    expect(changes).toEqual([]);
  });

  it('ends the range today when future dates are not allowed', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness allowFuture={false} />);
    const input = screen.getByRole('textbox', { name: 'Data do evento' });
    await user.type(input, '01012099');
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '01011900');
    expect(screen.getByTestId('applied')).toHaveTextContent('1900-01-01');
  });

  it('opens a pt-BR calendar on the value and applies the day chosen there', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial="2027-03-05" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data do evento' }));
    const calendar = await screen.findByRole('application', { name: 'Calendário' });
    expect(within(calendar).getByRole('button', { name: 'Ver meses' })).toHaveTextContent('março de 2027');
    expect(within(calendar).getByRole('button', { name: /^Data escolhida: .*5 de março de 2027/ })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: /^Escolher .*10 de março de 2027/ }));
    expect(screen.getByRole('textbox', { name: 'Data do evento' })).toHaveValue('10/03/2027');
    expect(screen.getByTestId('applied')).toHaveTextContent('2027-03-10');
    await waitFor(() => expect(screen.queryByRole('application', { name: 'Calendário' })).not.toBeInTheDocument());
    // the focus comes back to the calendar button
    expect(screen.getByRole('button', { name: 'Abrir calendário: Data do evento' })).toHaveFocus();
  });

  it('closes the calendar with Escape, the value unchanged and the focus on its button', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial="2027-03-05" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data do evento' }));
    await screen.findByRole('application', { name: 'Calendário' });
    expect(screen.getByRole('button', { name: 'Fechar calendário: Data do evento' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('application', { name: 'Calendário' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir calendário: Data do evento' })).toHaveFocus();
    expect(screen.getByTestId('applied')).toHaveTextContent('2027-03-05');
    expect(changes).toEqual([]);
  });

  it('offers no day after today when future dates are not allowed', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness allowFuture={false} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data do evento' }));
    const calendar = await screen.findByRole('application', { name: 'Calendário' });
    const unavailable = within(calendar).queryAllByRole('button', { name: /^Indisponível/ });
    const today = new Date().getUTCDate();
    const daysInMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 0)).getUTCDate();
    // the days of this month after today (the grid may also show next month's first days)
    expect(unavailable.length).toBeGreaterThanOrEqual(daysInMonth - today);
    await user.click(within(calendar).getByRole('button', { name: 'Próximo mês' }));
  });
});
