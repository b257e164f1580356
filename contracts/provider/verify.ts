import { readFileSync } from 'node:fs';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { ProviderState, StateParams } from '../states';
import { inject } from 'vitest';
import { CONSUMER, pactToVerify, type ProviderName } from '../support/pacts';

/** Pact's state-handler map (not exported by name). */
export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

type Provided<P extends string> = [P] extends [never] ? void : Readonly<Record<P, string>>;

export type StateSetup<S extends string, P extends string> = (params: StateParams<S>) => Promise<Provided<P>>;

/**
 * One state handler, typed by its definition in states.ts: the parameters are the sentence's placeholders and
 * the result must hold every value the state `provides` (Pact injects them through `fromProviderState`).
 */
export function onState<S extends string, P extends string>(
  state: ProviderState<S, P>,
  setup: StateSetup<S, P>,
): StateHandlers {
  return {
    [state.description]: async (params?: unknown) => {
      const values = await setup(stateParams(state, params));
      return values ? { ...values } : undefined;
    },
  };
}

function stateParams<S extends string>(state: ProviderState<S, string>, params: unknown): StateParams<S> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new Error(`State "${state.description}" needs its parameters`);
  }
  for (const [, name] of state.description.matchAll(/\{(\w+)\}/g)) {
    const value = (params as Record<string, unknown>)[name!];
    if (typeof value !== 'string') throw new Error(`State "${state.description}": ${name} must be a string`);
  }
  return params as StateParams<S>;
}

/** The states every interaction of a provider's pact file is given, by sentence. */
function statesInPact(provider: ProviderName): string[] {
  const pact = JSON.parse(readFileSync(pactToVerify(inject('contractsRunDir'), provider), 'utf8')) as {
    interactions: { providerStates?: { name: string }[] }[];
  };
  return [...new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)))].sort();
}

export interface VerifyOptions {
  readonly provider: ProviderName;
  readonly providerBaseUrl: string;
  readonly stateHandlers: StateHandlers;
}

/**
 * Replays the provider's pact (this run's, else the committed one) against a running provider. Pact only logs a warning for a
 * state without a handler (and then verifies against whatever data happens to exist), so that fails here first.
 */
export async function verifyPact({ provider, providerBaseUrl, stateHandlers }: VerifyOptions): Promise<void> {
  const missing = statesInPact(provider).filter((name) => !(name in stateHandlers));
  if (missing.length > 0) {
    throw new Error(`No state handler for: ${missing.map((name) => JSON.stringify(name)).join(', ')}`);
  }
  await new Verifier({
    provider,
    consumerFilters: [CONSUMER],
    providerBaseUrl,
    pactUrls: [pactToVerify(inject('contractsRunDir'), provider)],
    stateHandlers,
    failIfNoPactsFound: true,
    logLevel: (process.env.PACT_LOG_LEVEL as 'warn' | undefined) ?? 'warn',
  }).verifyProvider();
}
