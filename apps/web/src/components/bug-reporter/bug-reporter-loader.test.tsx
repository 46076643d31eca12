// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '@/test-support/render';
import { resetLoadedScripts } from '../consent/load-script';
import { BugReporterLoader } from './bug-reporter-loader';

const BASE = 'https://bugs.example';

function widgetScripts() {
  return [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith(BASE));
}

afterEach(() => {
  for (const script of widgetScripts()) script.remove();
  resetLoadedScripts();
  Reflect.deleteProperty(window, 'markerConfig');
});

describe('BugReporterLoader', () => {
  it('loads the widget with its project on a preview host', async () => {
    // jsdom's page is at localhost.
    await mount(
      <BugReporterLoader settings={{ baseUrl: BASE, project: 'p-1', previewHosts: ['localhost'] }} />,
    );
    expect(widgetScripts().map((script) => script.src)).toEqual([`${BASE}/latest/shim.js`]);
    expect((window as Window & { markerConfig?: unknown }).markerConfig).toEqual({
      project: 'p-1',
      source: 'snippet',
    });
  });

  it('loads nothing on any other host', async () => {
    await mount(
      <BugReporterLoader
        settings={{ baseUrl: BASE, project: 'p-1', previewHosts: ['*.localhost', 'preview.example'] }}
      />,
    );
    expect(window.location.hostname).toBe('localhost');
    expect(widgetScripts()).toEqual([]);
    expect('markerConfig' in window).toBe(false);
  });
});
