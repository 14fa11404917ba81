import type { AxiosResponse } from 'axios';
import type { LexicalEditor } from 'lexical';
import { fireEvent, render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageButton } from '../../../src/components/editor/image-button.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const QUOTA = 'You have uploaded your limit of 100 MB in the last 24 hours; please try again later or ask an administrator to raise the limit';
let feedback: ReturnType<typeof spyFeedback>;

beforeAll(() => {
  feedback = spyFeedback();
  // The server refuses the picture: the user's daily upload limit is reached.
  http.defaults.adapter = async (config) => ({ data: { code: 500, msg: QUOTA }, status: 413, statusText: '', headers: {}, config }) as AxiosResponse;
});

describe('a picture the server refuses in the rich-text editor (issue 23)', () => {
  it('tells the user the server’s reason, not only that the upload failed', async () => {
    const { container } = render(<ImageButton editor={{} as LexicalEditor} />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File([new Uint8Array(68)], 'roof.png', { type: 'image/png' })] } });
    await expect.poll(() => feedback.message.error.mock.calls.length).toBeGreaterThan(0);
    expect(feedback.message.error).toHaveBeenCalledWith(QUOTA);
  });
});
