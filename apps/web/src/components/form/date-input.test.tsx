// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { DateInput, datePartId } from './date-input';

afterEach(() => {
  document.body.innerHTML = '';
});

function boxes() {
  return [...document.querySelectorAll('input')];
}

describe('DateInput', () => {
  it('asks for day, month and year in labelled numeric boxes inside a fieldset', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <DateInput id="dob" legend="Date of birth" hint="For example, 27 3 2007" birthday />,
    );
    expect(document.querySelector('legend')?.textContent).toBe('Date of birth');
    expect(document.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe('dob-hint');
    expect(boxes().map((box) => [box.id, box.name, box.inputMode, box.autocomplete])).toEqual([
      ['dob-day', 'dob-day', 'numeric', 'bday-day'],
      ['dob-month', 'dob-month', 'numeric', 'bday-month'],
      ['dob-year', 'dob-year', 'numeric', 'bday-year'],
    ]);
    expect(
      [...document.querySelectorAll('label')].map((label) => [label.htmlFor, label.textContent]),
    ).toEqual([
      ['dob-day', 'Day'],
      ['dob-month', 'Month'],
      ['dob-year', 'Year'],
    ]);
  });

  it('links its message from the fieldset and marks only the wrong boxes', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <DateInput
        id="dob"
        legend="Date of birth"
        error="Date of birth must include a year"
        invalidParts={['year']}
      />,
    );
    expect(document.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe('dob-error');
    expect(document.querySelector('#dob-error')?.textContent).toBe(
      'Error: Date of birth must include a year',
    );
    expect(boxes().map((box) => box.getAttribute('aria-invalid'))).toEqual([null, null, 'true']);
    expect(datePartId('dob', 'day')).toBe('dob-day');
  });

  it('takes one registration per box', async () => {
    const day = { name: 'dob.day', onChange: vi.fn(), ref: vi.fn() };
    const view = await mount(<DateInput id="dob" legend="Date of birth" parts={{ day }} />);
    const [dayBox, monthBox] = [...view.container.querySelectorAll('input')];
    expect(day.ref).toHaveBeenCalledWith(dayBox);
    expect(dayBox?.name).toBe('dob.day');
    expect(monthBox?.name).toBe('dob-month');
    view.unmount();
  });

  it.each([
    ['normal', undefined],
    ['error', 'Enter your date of birth'],
  ])('has no serious axe violation in the %s state', async (_state, error) => {
    const markup = renderToStaticMarkup(
      <DateInput id="dob" legend="Date of birth" hint="Hint" error={error} />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
