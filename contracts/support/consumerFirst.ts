import type { Plugin } from 'vitest/config';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

const isConsumer = (spec: TestSpecification) =>
  /[/\\]consumer[/\\][^/\\]+\.pact\.test\.ts$/.test(spec.moduleId);

/**
 * Runs this project's consumer tests before its provider verifications, so a verification reads the pact files
 * the same run has just written.
 *
 * Vitest only honours `sequence.sequencer` from the root config, and the default one orders files by cached
 * durations and failures, so a project cannot order its own files. This plugin wraps whatever sequencer the root
 * uses and, among this project's files only, moves the consumer files ahead of the rest (stable, in the slots
 * this project's files already occupy). Other projects keep the root's order. With `fileParallelism: false` the
 * project's files then run one at a time, in that order.
 */
export function consumerFirst(): Plugin {
  return {
    name: 'rampa:contracts-consumer-first',
    configureVitest({ vitest, project }) {
      const Base = vitest.config.sequence.sequencer;
      vitest.config.sequence.sequencer = class ConsumerFirstSequencer implements TestSequencer {
        private readonly base: TestSequencer;

        constructor(ctx: Vitest) {
          this.base = new Base(ctx);
        }

        shard = (files: TestSpecification[]) => this.base.shard(files);

        sort = async (files: TestSpecification[]) => {
          const sorted = await this.base.sort(files);
          const ours = sorted.filter((spec) => spec.project.name === project.name);
          const queue = [...ours.filter(isConsumer), ...ours.filter((spec) => !isConsumer(spec))];
          return sorted.map((spec) => (spec.project.name === project.name ? queue.shift()! : spec));
        };
      };
    },
  };
}
