import { describe, expect, it } from 'vitest';
import { countryName, DEMO_OPERATOR, operatorAddress, readOperator } from './operator';

describe('operator configuration', () => {
  it('uses the configured operator when name, address and email are set', () => {
    const operator = readOperator({
      VITE_OPERATOR_NAME: 'Beispiel Beteiligungen GmbH',
      VITE_OPERATOR_STREET: 'Hauptstraße 5',
      VITE_OPERATOR_POSTAL_CODE: '80331',
      VITE_OPERATOR_CITY: 'München',
      VITE_OPERATOR_EMAIL: 'info@beispiel.de',
    });
    expect(operator.isDemo).toBe(false);
    expect(operator.name).toBe('Beispiel Beteiligungen GmbH');
    expect(operator.privacyEmail).toBe('info@beispiel.de');
    expect(operatorAddress(operator)).toBe('Hauptstraße 5, 80331 München, Germany');
    expect(countryName(operator.country, 'de')).toBe('Deutschland');
  });

  it('falls back to the demo operator, marked as demo, when a required part is missing', () => {
    const operator = readOperator({ VITE_OPERATOR_NAME: 'Only A Name GmbH' });
    expect(operator.isDemo).toBe(true);
    expect(operator.name).toBe(DEMO_OPERATOR.name);
  });
});
