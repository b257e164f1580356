import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect';

const options = [
  { id: 'active', label: 'Aktywna' },
  { id: 'paused', label: 'Wstrzymana' },
];

describe('FilterSelect', () => {
  it('shows the current value, reports a pick by its value and the "all" option as undefined', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <FilterSelect
        label="Status"
        options={options}
        allLabel="Wszystkie"
        value="active"
        onChange={onChange}
      />,
    );
    // A select's button is named by its value, then its label.
    const button = screen.getByRole('button', { name: /Status$/ });
    expect(button).toHaveTextContent('Aktywna');

    await user.click(button);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Wstrzymana' }));
    expect(onChange).toHaveBeenLastCalledWith('paused');

    await user.click(button);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Wszystkie' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(onChange).toHaveBeenCalledTimes(2);

    rerender(
      <FilterSelect
        label="Status"
        options={options}
        allLabel="Wszystkie"
        value={undefined}
        onChange={onChange}
      />,
    );
    expect(button).toHaveTextContent('Wszystkie');
  });
});
