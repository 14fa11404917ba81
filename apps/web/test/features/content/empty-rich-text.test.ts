import { describe, expect, it } from 'vitest';
import type { Rule } from 'antd/es/form';
import { i18n, t } from '../../../src/i18n/i18n.ts';
import { fieldRules } from '../../../src/components/list-page/form-rules.ts';
import messages from '../../../src/features/content/message-resource.tsx';
import { replyRefusal } from '../../../src/features/content/feedback-reply-dialog.tsx';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validators = (rules: Rule[]) => rules.flatMap((r) => ('validator' in r && r.validator ? [r.validator as unknown as Validator] : []));

/** What an editor leaves when the user typed nothing, whichever editor it is. */
const EMPTY = ['<p><br></p>', '<p>&nbsp;</p>', '<p> </p><div><b></b></div>', '<p>\u200b</p>'];

describe('rich text that shows nothing is refused before it is sent', () => {
  it("the message form's content rule, from the contract", async () => {
    const content = messages.form!.find((f) => f.name === 'messageContent')!;
    const rules = validators(fieldRules(content, 'Content', messages.schema, i18n.t));
    expect(rules.length).toBeGreaterThan(0);
    for (const html of EMPTY) await expect(Promise.all(rules.map((v) => v({}, html)))).rejects.toThrow('Content cannot be empty');
    await expect(Promise.all(rules.map((v) => v({}, '<p>The service pauses at 22:00.</p>')))).resolves.toBeDefined();
  });

  it('the feedback reply', () => {
    for (const html of EMPTY) expect(replyRefusal(html, t)).toBe('Please enter the reply');
    expect(replyRefusal('<p>Fixed in 2.1</p>', t)).toBeUndefined();
    expect(replyRefusal('<p><img src="https://example.com/a.png"></p>', t)).toBeUndefined();
  });
});
