import { describe, expect, it } from 'vitest';
import { waitText, withoutSpaces } from '../../../apps/sales/bekon/input-text.ts';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('Bekon tracker input and refusals', () => {
  it('drops the spaces of a pasted number before anything counts its length', () => {
    expect(withoutSpaces('  1234 567 890 \t')).toBe('1234567890');
    expect(withoutSpaces('8 4 0 0')).toBe('8400');
  });

  it('says how long to wait after a 429, in seconds or minutes', () => {
    expect(waitText(t, 40)).toBe('sales.bekon.tooManySeconds {"n":40}');
    expect(waitText(t, 0)).toBe('sales.bekon.tooManySeconds {"n":1}');
    expect(waitText(t, 128)).toBe('sales.bekon.tooManyMinutes {"n":3}');
    expect(waitText(t, null)).toBe('sales.bekon.tooMany');
  });
});
