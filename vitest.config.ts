import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

/**
 * The projects whose files go first in their round, longest first: the visual file alone takes about 5 minutes,
 * so started last it ran on one core while the other idled. Vitest orders projects by name otherwise.
 */
const FIRST = ['visual', 'backend'];

const rank = (spec: TestSpecification) => {
  const index = FIRST.indexOf(spec.project.name);
  return index === -1 ? FIRST.length : index;
};

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank the base order (durations of the last run) stays.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b),
    );
  }
}

// Three rounds. First the Node projects, a file per core (Vitest's default leaves one core idle for itself; the
// backend's files wait on their database much of the time). Then the two Storybook projects in one browser session
// each, beside the contract files one at a time (`sequence.groupOrder: 1` in their configs; projects of one round
// share one number of workers). Last the end-to-end files, one at a time on their own: beside the Storybook
// projects their 20 s waits for the app were crossed.
export default defineConfig({
  test: {
    projects,
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirstSequencer },
  },
});
