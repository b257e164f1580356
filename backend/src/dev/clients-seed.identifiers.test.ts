import { isValidNip, isValidPesel, isValidRegon, peselSex } from '@rampa/domain';
import { describe, expect, it } from 'vitest';
import { createRandom, makeNip, makePesel, makeRegon } from './clients-seed';

describe('seed identifiers', () => {
  it('draws NIP, REGON and PESEL numbers that pass the checks of @rampa/domain', () => {
    const random = createRandom(7);
    for (let i = 0; i < 500; i++) {
      expect(makeNip(random)).toSatisfy(isValidNip);
      expect(makeRegon(random)).toSatisfy(isValidRegon);
      const female = i % 2 === 0;
      const pesel = makePesel(random, female);
      expect(pesel).toSatisfy((value: string) => isValidPesel(value, new Date()));
      expect(peselSex(pesel)).toBe(female ? 'female' : 'male');
    }
  });

  it('draws the same numbers from the same seed', () => {
    const draw = () => {
      const random = createRandom(20_260_101);
      return [makeNip(random), makeRegon(random), makePesel(random, true)];
    };
    expect(draw()).toEqual(draw());
  });
});
