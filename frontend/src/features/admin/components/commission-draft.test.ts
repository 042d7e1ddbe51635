import { describe, expect, it } from 'vitest';

import {
  type Draft,
  checkDraft,
  draftOf,
  emptyRule,
  parsePrice,
  parseRate,
  sameDraft,
  withoutProblem,
} from './commission-draft';

const LIMITS = { maxRate: 50, maxRules: 3 };

const draft = (rules: Partial<Draft['rules'][number]>[], defaultRate = '10'): Draft => ({
  defaultRate,
  rules: rules.map((rule) => ({ ...emptyRule(), ...rule })),
});

describe('the commission draft', () => {
  it('reads a rate in percent: two decimals at most, a comma for a point, 0 to the highest', () => {
    expect(parseRate('12.5', 50)).toBe(12.5);
    expect(parseRate(' 7,25 ', 50)).toBe(7.25);
    expect(parseRate('0', 50)).toBe(0);
    expect(parseRate('50', 50)).toBe(50);
    expect(parseRate('50.01', 50)).toBeNull();
    expect(parseRate('5.125', 50)).toBeNull();
    expect(parseRate('-1', 50)).toBeNull();
    expect(parseRate('', 50)).toBeNull();
    expect(parseRate('12%', 50)).toBeNull();
  });

  it('reads a price in rupees, with its sign and grouping if typed', () => {
    expect(parsePrice('1299')).toBe(1299);
    expect(parsePrice('₹1,299.50')).toBe(1299.5);
    expect(parsePrice('12.345')).toBeNull();
    expect(parsePrice('twelve')).toBeNull();
  });

  it('sends a shop and a category only when one is chosen', () => {
    expect(
      checkDraft(
        draft([
          { category: 'Women', rate: '12.5' },
          { shopId: 'shop-1', rate: '8' },
          { shopId: 'shop-1', category: 'Women', rate: '6' },
        ]),
        LIMITS,
      ),
    ).toEqual({
      body: {
        defaultRate: 10,
        rules: [
          { category: 'Women', rate: 12.5 },
          { shopId: 'shop-1', rate: 8 },
          { shopId: 'shop-1', category: 'Women', rate: 6 },
        ],
      },
      problems: null,
    });
  });

  it('names each problem by the server’s field names', () => {
    const checked = checkDraft(
      draft(
        [
          { category: 'Women', rate: '12.5' },
          { rate: '5' },
          { category: 'Women', rate: '99' },
          { shopId: 'shop-1', rate: '1' },
        ],
        'ten',
      ),
      LIMITS,
    );
    expect(checked.body).toBeNull();
    expect(Object.keys(checked.problems ?? {}).sort()).toEqual([
      'defaultRate',
      'rules',
      'rules[1]',
      'rules[2]',
      'rules[2].rate',
    ]);
    expect(checked.problems?.['rules[1]']).toBe('Choose a shop, a category, or both.');
    expect(checked.problems?.['rules[2]']).toBe('An earlier rule is already for this shop and category.');
    expect(checked.problems?.rules).toBe('Keep to 3 rules or fewer.');
  });

  it('forgets a problem once its field changes; a rule’s own problem with its shop or category', () => {
    const problems = { 'rules[1]': 'repeat', 'rules[1].rate': 'too high', defaultRate: 'wrong' };
    expect(withoutProblem(problems, 'rules[1].rate')).toEqual({ 'rules[1]': 'repeat', defaultRate: 'wrong' });
    expect(withoutProblem(problems, 'rules[1].category')).toEqual({
      'rules[1].rate': 'too high',
      defaultRate: 'wrong',
    });
    expect(withoutProblem(problems, 'rules[0].shopId')).toBe(problems);
  });

  it('starts from the rules in force and tells a changed draft from them', () => {
    const start = draftOf({
      success: true,
      defaultRate: 10,
      rules: [{ shopId: null, shopName: null, category: 'Women', rate: 12.5 }],
      saved: true,
      maxRate: 50,
      maxRules: 3,
      categories: ['Women'],
    });
    expect(start).toMatchObject({
      defaultRate: '10',
      rules: [{ shopId: '', category: 'Women', rate: '12.5' }],
    });
    expect(
      sameDraft(start, { ...start, rules: start.rules.map((rule) => ({ ...rule, key: 'other' })) }),
    ).toBe(true);
    expect(sameDraft(start, { ...start, defaultRate: '11' })).toBe(false);
  });
});
