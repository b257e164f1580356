import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DayFilterField } from './DayFilterField';

describe('DayFilterField', () => {
  it('shows the day and applies a whole day or a cleared field at once', () => {
    const onCommit = vi.fn();
    render(<DayFilterField label="Okno od dnia" value="2026-11-23" onCommit={onCommit} />);
    const field = screen.getByLabelText('Okno od dnia');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveValue('2026-11-23');

    fireEvent.change(field, { target: { value: '2026-12-01' } });
    expect(onCommit).toHaveBeenLastCalledWith('2026-12-01');
    fireEvent.change(field, { target: { value: '' } });
    expect(onCommit).toHaveBeenLastCalledWith('');
    expect(onCommit).toHaveBeenCalledTimes(2);
  });
});
