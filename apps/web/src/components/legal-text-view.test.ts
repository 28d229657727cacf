import { describe, expect, it } from 'vitest';
import { legalSections } from './legal-text-view';

describe('legalSections', () => {
  it('makes a numbered first line a heading and the rest its paragraphs', () => {
    const body = '1. The service\nGRTV is a streaming service.\n\n2. Subscription and price\nR5 a day.\nFirst day free.';
    expect(legalSections(body)).toEqual([
      { heading: '1. The service', paragraphs: ['GRTV is a streaming service.'] },
      { heading: '2. Subscription and price', paragraphs: ['R5 a day.', 'First day free.'] },
    ]);
  });

  it('keeps a block without a numbered heading as paragraphs', () => {
    expect(legalSections('Welcome to GRTV.\n\n\n3.5 million viewers can not be wrong')).toEqual([
      { heading: null, paragraphs: ['Welcome to GRTV.'] },
      { heading: null, paragraphs: ['3.5 million viewers can not be wrong'] },
    ]);
  });
});
