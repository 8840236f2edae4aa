import { describe, expect, it } from 'vitest';
import { emptyListingForm, missingRequiredFields } from './create-listing-schema';

describe('create listing schema', () => {
  it('lists the missing required fields in form order', () => {
    expect(missingRequiredFields(emptyListingForm)).toEqual([
      'title',
      'industry',
      'revenue',
      'employees',
      'location',
      'description',
      'anonymizedDescription',
    ]);
  });

  it('accepts a complete form with optional fields empty', () => {
    expect(
      missingRequiredFields({
        ...emptyListingForm,
        title: 'T',
        industry: 'Energy',
        revenue: '1M-2M',
        employees: '1-10',
        location: 'Germany',
        description: 'd',
        anonymizedDescription: 'a',
      }),
    ).toEqual([]);
  });
});
