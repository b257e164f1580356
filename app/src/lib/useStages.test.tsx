import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStages } from './useStages';

const commits: number[][] = [];

function Parts({ count }: { count: number }) {
  const shown = useStages(count);
  commits.at(-1)?.push(shown);
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>część {index + 1}</li>
      ))}
    </ul>
  );
}

describe('useStages', () => {
  it('renders one part first, then one more per commit until all are shown', async () => {
    commits.push([]);
    await act(async () => {
      render(<Parts count={3} />);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // Each render shows one part more than the one before: the parts arrive in separate renders.
    expect(commits.at(-1)).toEqual([1, 2, 3]);
  });

  it('shows every part at once once all were shown, and nothing for no parts', async () => {
    commits.push([]);
    let rerender!: (ui: React.ReactNode) => void;
    await act(async () => {
      ({ rerender } = render(<Parts count={0} />));
    });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await act(async () => rerender(<Parts count={2} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await act(async () => rerender(<Parts count={1} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act(async () => rerender(<Parts count={3} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
