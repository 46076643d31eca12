import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PARAM_MAX_LENGTH, campaignParamsFromSearch, isCampaignParams } from './campaign-params';

describe('campaignParamsFromSearch (decision 0462)', () => {
  it('reads the five utm parameters of a landing query', () => {
    expect(
      campaignParamsFromSearch(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=fibre&utm_content=hero&x=1',
      ),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'fibre',
      utm_content: 'hero',
    });
  });

  it('leaves out click identifiers, empty values and other parameters', () => {
    expect(campaignParamsFromSearch('?gclid=abc&fbclid=def&utm_source=%20&addressType=RES')).toBeNull();
    expect(campaignParamsFromSearch('')).toBeNull();
    expect(campaignParamsFromSearch('?utm_source=%20tv%20&gclid=abc')).toEqual({ utm_source: 'tv' });
  });

  it('cuts a long value to 100 characters', () => {
    const params = campaignParamsFromSearch(`?utm_campaign=${'a'.repeat(500)}`);
    expect(params?.utm_campaign).toHaveLength(CAMPAIGN_PARAM_MAX_LENGTH);
  });
});

describe('isCampaignParams', () => {
  it('accepts what campaignParamsFromSearch gives and nothing else', () => {
    expect(isCampaignParams({})).toBe(true);
    expect(isCampaignParams(campaignParamsFromSearch('?utm_source=a&utm_medium=b'))).toBe(true);
    expect(isCampaignParams({ gclid: 'x' })).toBe(false);
    expect(isCampaignParams({ utm_source: 3 })).toBe(false);
    expect(isCampaignParams({ utm_source: '' })).toBe(false);
    expect(isCampaignParams({ utm_source: 'a'.repeat(101) })).toBe(false);
    expect(isCampaignParams([])).toBe(false);
    expect(isCampaignParams(null)).toBe(false);
  });
});
