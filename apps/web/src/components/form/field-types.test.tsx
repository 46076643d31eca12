// @vitest-environment jsdom
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { click } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { CheckboxGroup } from './checkbox-group';
import { HiddenField } from './hidden-field';
import { PasswordField } from './password-field';

afterEach(() => {
  document.body.innerHTML = '';
});

const TOPICS = [
  { value: 'installation', label: 'Installation' },
  { value: 'speed', label: 'Speed', hint: 'Wi-Fi and wired' },
  { value: 'phone', label: 'Phone' },
];

function TopicsHarness() {
  const [values, setValues] = useState<string[]>([]);
  return (
    <CheckboxGroup
      id="topics"
      legend="What is it about?"
      options={TOPICS}
      values={values}
      onChange={(event) =>
        setValues(
          event.target.checked
            ? [...values, event.target.value]
            : values.filter((value) => value !== event.target.value),
        )
      }
    />
  );
}

describe('the form kit’s password, hidden and checkbox-group fields (content-and-api.md §9)', () => {
  it('groups the boxes under a legend, first box the group’s id, the message described on the fieldset', async () => {
    const markup = renderToStaticMarkup(
      <CheckboxGroup
        id="topics"
        legend="What is it about?"
        options={TOPICS}
        values={['speed']}
        error="Choose one"
      />,
    );
    document.body.innerHTML = markup;
    const boxes = [...document.querySelectorAll<HTMLInputElement>('fieldset input[type="checkbox"]')];
    expect(boxes.map((box) => [box.id, box.name, box.value, box.checked])).toEqual([
      ['topics', 'topics', 'installation', false],
      ['topics-2', 'topics', 'speed', true],
      ['topics-3', 'topics', 'phone', false],
    ]);
    expect(document.querySelector('legend')?.textContent).toBe('What is it about?');
    expect(document.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe('topics-error');
    expect(document.getElementById('topics-error')?.textContent).toContain('Choose one');
    expect(boxes[1]?.getAttribute('aria-describedby')).toBe('topics-2-item-hint');
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });

  it('lets any number of boxes be ticked', async () => {
    const { container, unmount } = await mount(<TopicsHarness />);
    await click(container.querySelector('#topics'));
    await click(container.querySelector('#topics-3'));
    const ticked = [...container.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value);
    expect(ticked).toEqual(['installation', 'phone']);
    unmount();
  });

  it('hides a password until Show is pressed, and hides it again with Hide', async () => {
    const { container, unmount } = await mount(
      <PasswordField id="password" name="password" label="Password" />,
    );
    const input = container.querySelector<HTMLInputElement>('#password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(input.getAttribute('spellcheck')).toBe('false');
    const toggle = container.querySelector('button') as HTMLButtonElement;
    expect(toggle.type).toBe('button');
    expect(toggle.getAttribute('aria-controls')).toBe('password');
    await click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.textContent).toBe('Hide');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    await click(toggle);
    expect(input.type).toBe('password');
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });

  it('carries a hidden value with nothing to focus or read out', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <form>
        <HiddenField name="address" value="Far Lane Cottage, Demoton" />
      </form>,
    );
    const form = document.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('address')).toBe('Far Lane Cottage, Demoton');
    expect(form.querySelector('input')?.type).toBe('hidden');
  });
});
