// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';

const ERRORS = [
  { fieldId: 'email', message: 'Enter an email address' },
  { fieldId: 'dob-day', message: 'Enter your date of birth' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ErrorSummary', () => {
  it('puts the title inside a child with role="alert" and links each problem to its field', () => {
    document.body.innerHTML = renderToStaticMarkup(<ErrorSummary errors={ERRORS} />);
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.parentElement?.getAttribute('tabindex')).toBe('-1');
    expect(alert.querySelector('h2')?.textContent).toBe('There is a problem');
    expect(
      [...alert.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['#email', 'Enter an email address'],
      ['#dob-day', 'Enter your date of birth'],
    ]);
  });

  it('renders nothing without errors', () => {
    expect(renderToStaticMarkup(<ErrorSummary errors={[]} />)).toBe('');
  });

  it('takes focus when it appears and on each later submit, not while the visitor types', async () => {
    const view = await mount(<ErrorSummary errors={[]} submitCount={0} />);
    expect(document.activeElement).toBe(document.body);
    await view.rerender(<ErrorSummary errors={ERRORS} submitCount={1} />);
    const summary = view.container.firstElementChild as HTMLElement;
    expect(document.activeElement).toBe(summary);

    summary.blur();
    await view.rerender(<ErrorSummary errors={ERRORS.slice(0, 1)} submitCount={1} />);
    expect(document.activeElement).not.toBe(summary);

    await view.rerender(<ErrorSummary errors={ERRORS.slice(0, 1)} submitCount={2} />);
    expect(document.activeElement).toBe(summary);
    view.unmount();
  });

  it('does not take focus again when it clears and comes back as the visitor types after a submit', async () => {
    const view = await mount(<ErrorSummary errors={ERRORS} submitCount={1} />);
    const summary = () => view.container.firstElementChild as HTMLElement | null;
    expect(document.activeElement).toBe(summary());
    summary()?.blur();
    await view.rerender(<ErrorSummary errors={[]} submitCount={1} />);
    await view.rerender(<ErrorSummary errors={ERRORS.slice(0, 1)} submitCount={1} />);
    expect(document.activeElement).not.toBe(summary());
    await view.rerender(<ErrorSummary errors={ERRORS.slice(0, 1)} submitCount={2} />);
    expect(document.activeElement).toBe(summary());
    view.unmount();
  });

  it('leaves focus where it is when told not to move it (a summary that follows the typing)', async () => {
    const view = await mount(<ErrorSummary errors={[]} moveFocus={false} />);
    await view.rerender(<ErrorSummary errors={ERRORS} moveFocus={false} />);
    expect(document.activeElement).toBe(document.body);
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    view.unmount();
  });

  it('has no serious axe violation beside the fields it links to', async () => {
    const markup = renderToStaticMarkup(
      <form>
        <ErrorSummary errors={ERRORS.slice(0, 1)} />
        <TextField id="email" label="Email address" error="Enter an email address" />
      </form>,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
