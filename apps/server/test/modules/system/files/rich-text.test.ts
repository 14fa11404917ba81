import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../../src/lib/rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Notice</h2><p style="text-align: center; color: #ff0000">Maintenance <strong>tonight</strong></p><ul><li>one</li></ul><img src="/files/upload/a.png" alt="a"><a href="https://example.com" target="_blank">more</a>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>Notice</h2>');
    expect(clean).toContain('style="text-align:center;color:#ff0000"');
    expect(clean).toContain('<img src="/files/upload/a.png" alt="a" />');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('removes scripts, event handlers and script URLs', () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()">hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="JaVaScRiPt&colon;alert(1)">y</a><iframe src="https://evil"></iframe><style>body{}</style><div style="background:url(javascript:alert(1))">z</div>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|<style|javascript/i);
    expect(clean).toContain('<p>hi</p>');
  });
});
