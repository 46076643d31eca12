import { describe, expect, it } from 'vitest';
import {
  bugReporterCspSources,
  bugReporterScriptUrl,
  hostnameOf,
  isPreviewHost,
  withBugReporterSources,
} from './bug-reporter';

describe('isPreviewHost', () => {
  const patterns = ['*.preview.broadband.example', 'staging.broadband.example', '*.localhost'];

  it.each([
    'pr-12.preview.broadband.example',
    'a.b.preview.broadband.example',
    'PR-12.Preview.Broadband.Example',
    'staging.broadband.example',
    'staging.broadband.example.',
    'preview.localhost',
  ])('knows %s as a preview host', (host) => {
    expect(isPreviewHost(host, patterns)).toBe(true);
  });

  it.each([
    'preview.broadband.example',
    'www.broadband.example',
    'broadband.example',
    'evilpreview.broadband.example.attacker.example',
    'x.staging.broadband.example',
    'pr-12.preview.broadband.example.evil.example',
    'xpreview.broadband.example',
    'localhost',
    '127.0.0.1',
    '',
  ])('does not take %j for a preview host', (host) => {
    expect(isPreviewHost(host, patterns)).toBe(false);
  });

  it('knows none when no patterns are configured', () => {
    expect(isPreviewHost('preview.localhost', [])).toBe(false);
  });
});

describe('hostnameOf', () => {
  it.each([
    ['preview.localhost:3000', 'preview.localhost'],
    ['WWW.Broadband.example', 'www.broadband.example'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:3100', '127.0.0.1'],
  ])('reads %s as %s', (header, host) => {
    expect(hostnameOf(header)).toBe(host);
  });

  it('reads no header as no host', () => {
    expect(hostnameOf(null)).toBe('');
  });
});

describe('bugReporterCspSources', () => {
  it("lists the stand-in's origin for its script, calls, images and frame", () => {
    const settings = { baseUrl: 'http://127.0.0.1:4300', project: 'p', previewHosts: ['*.localhost'] };
    expect(bugReporterScriptUrl(settings.baseUrl)).toBe('http://127.0.0.1:4300/latest/shim.js');
    expect(bugReporterCspSources(settings)).toEqual({
      script: ['http://127.0.0.1:4300'],
      connect: ['http://127.0.0.1:4300'],
      img: ['http://127.0.0.1:4300'],
      frame: ['http://127.0.0.1:4300'],
    });
  });

  it("lets the real vendor's widget reach its other hosts, but runs scripts from its script host only", () => {
    const sources = bugReporterCspSources({
      baseUrl: 'https://edge.marker.io',
      project: 'p',
      previewHosts: [],
    });
    expect(sources.script).toEqual(['https://edge.marker.io']);
    expect(sources.connect).toEqual(['https://edge.marker.io', 'https://*.marker.io']);
    expect(sources.frame).toEqual(['https://edge.marker.io', 'https://*.marker.io']);
  });

  it('joins the sources without repeating one', () => {
    const joined = withBugReporterSources(
      { script: ['http://127.0.0.1:4300'], connect: [], img: [], frame: ['https://www.google.com'] },
      { script: ['http://127.0.0.1:4300'], connect: ['http://127.0.0.1:4300'], img: [], frame: [] },
    );
    expect(joined).toEqual({
      script: ['http://127.0.0.1:4300'],
      connect: ['http://127.0.0.1:4300'],
      img: [],
      frame: ['https://www.google.com'],
    });
  });
});
