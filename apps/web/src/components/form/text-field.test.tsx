// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { TextField } from './text-field';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(markup: string) {
  document.body.innerHTML = markup;
  return document.body;
}

describe('TextField', () => {
  it('labels the input and describes it by its hint', () => {
    const body = page(
      renderToStaticMarkup(<TextField id="email" label="Email address" hint="We send the order here" />),
    );
    const input = body.querySelector('input') as HTMLInputElement;
    expect(body.querySelector('label')?.htmlFor).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(body.querySelector('#email-error')).toBeNull();
  });

  it("gives the message the id <id>-error, starting with a hidden 'Error:', and links it", () => {
    const body = page(
      renderToStaticMarkup(
        <TextField id="email" label="Email address" hint="Hint" error="Enter an email address" />,
      ),
    );
    const input = body.querySelector('input') as HTMLInputElement;
    const message = body.querySelector('#email-error') as HTMLElement;
    expect(message.textContent).toBe('Error: Enter an email address');
    expect(message.querySelector('.sr-only')?.textContent).toBe('Error:');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it("takes React Hook Form's register() result: name, handlers and ref reach the input", async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const ref = vi.fn();
    const view = await mount(
      <TextField
        id="email"
        label="Email"
        name="email"
        onChange={onChange}
        onBlur={onBlur}
        ref={ref}
        type="email"
      />,
    );
    const input = view.container.querySelector('input') as HTMLInputElement;
    expect(ref).toHaveBeenCalledWith(input);
    expect(input.name).toBe('email');
    expect(input.type).toBe('email');
    input.focus();
    input.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it("puts a suffix on the input's row, outside its label and description", () => {
    const body = page(
      renderToStaticMarkup(
        <TextField
          id="promo"
          label="Promo code"
          hint="Hint"
          error="Promo code not valid"
          suffix={<button type="submit">Apply</button>}
        />,
      ),
    );
    const input = body.querySelector('input') as HTMLInputElement;
    const button = body.querySelector('button') as HTMLButtonElement;
    expect(button.parentElement).toBe(input.parentElement);
    expect(input.nextElementSibling).toBe(button);
    expect(body.querySelector('label')?.contains(button)).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('promo-hint promo-error');
  });

  it('renders no row around the input without a suffix', () => {
    const body = page(renderToStaticMarkup(<TextField id="email" label="Email" />));
    const input = body.querySelector('input') as HTMLInputElement;
    expect(input.parentElement?.querySelector('label')).not.toBeNull();
  });

  it.each([
    ['normal', undefined],
    ['error', 'Enter an email address'],
  ])('has no serious axe violation in the %s state', async (_state, error) => {
    const markup = renderToStaticMarkup(
      <TextField id="email" label="Email address" hint="Hint" error={error} />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });

  it.each([
    ['normal', undefined],
    ['error', 'Promo code not valid'],
  ])('has no serious axe violation with a suffix button in the %s state', async (_state, error) => {
    const markup = renderToStaticMarkup(
      <form>
        <TextField
          id="promo"
          label="Promo code"
          hint="Hint"
          error={error}
          suffix={
            <button type="submit">
              Apply<span className="sr-only"> promo code</span>
            </button>
          }
        />
      </form>,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
