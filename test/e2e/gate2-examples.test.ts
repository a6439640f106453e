// The gate-2 examples: a layout that injects a date and a voice that changes a number are both blocked with precise findings.
import { describe, expect, it } from 'vitest';
import { runGate2Example } from '../../scripts/gate2-examples.js';

describe('gate 2 examples on the real Astro build', () => {
  it('blocks a layout that prints "Updated N days ago", naming the page, the place and the layout', async () => {
    const report = await runGate2Example('layout-injects-date');
    expect(report.outcome).toBe('blocked');
    const findings = report.findings.filter((f) => f.code === 'gate2/unmapped-factual' && f.severity === 'error');
    expect(findings.map((f) => f.file).sort()).toEqual([
      'dist/posts/autumn-releases/index.html',
      'dist/posts/ledgerdb-write-path/index.html',
      'dist/posts/office-air/index.html',
      'dist/posts/pinned-sources/index.html',
      'dist/posts/quill-2-4/index.html',
    ]);
    for (const f of findings) {
      expect(f.message).toMatch(
        /^[a-z-]+ "\d+[^"]*" in "Updated \d+ days ago" comes from no claim: printed by the page layout or a component, outside the post body$/,
      );
      expect(f.line).toBeGreaterThan(0);
      expect(f.column).toBeGreaterThan(1);
    }
  });

  it('blocks a voice step that rounds a figure, by re-grounding the page text', async () => {
    const report = await runGate2Example('voice-changes-number');
    expect(report.outcome).toBe('blocked');
    const findings = report.findings.filter((f) => f.code.startsWith('gate2/') && f.severity === 'error');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'gate2/regrounding', file: 'dist/posts/ledgerdb-write-path/index.html' });
    expect(findings[0]?.message).toContain(
      '"the baseline handled 41,000 writes per second and the candidate 59,000 writes per second" is contradicted by its cited sources',
    );
  });

  it('checks pages without claims too: a count the index template prints is blocked', async () => {
    const report = await runGate2Example('index-counts-posts');
    expect(report.outcome).toBe('blocked');
    const findings = report.findings.filter((f) => f.code === 'gate2/unmapped-factual' && f.severity === 'error');
    expect(findings.map((f) => [f.file, f.message])).toEqual([
      [
        'dist/index.html',
        'number "5" in "5 posts so far" comes from no claim: printed by the page layout or a component, outside the post body',
      ],
    ]);
  });

  it('reads the labels of an SVG chart a page shows: a figure in it is blocked, naming the image', async () => {
    const report = await runGate2Example('chart-shows-figure');
    expect(report.outcome).toBe('blocked');
    const findings = report.findings.filter((f) => f.code === 'gate2/unmapped-factual' && f.severity === 'error');
    expect(findings.map((f) => f.file)).toEqual(['dist/posts/office-air/index.html']);
    expect(findings[0]?.message).toContain('"1,840"');
    expect(findings[0]?.message).toContain('the text of the image /images/co2-rooms.svg');
  });
});
