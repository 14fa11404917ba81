import { describe, expect, it } from 'vitest';
import { FILE_TYPES, IMAGE_TYPES } from '@cniot/contract/constants';
import { checkUpload, splitNames } from '../../../src/components/upload/upload-rules.ts';

const MB = 1024 * 1024;
const images = { types: IMAGE_TYPES, sizeMb: 5, limit: 5 };

describe('checkUpload (spec §5)', () => {
  it('accepts the allowed types within the limits', () => {
    expect(checkUpload({ name: 'a.PNG', size: MB }, images, 0)).toBeUndefined();
    expect(checkUpload({ name: 'report.pdf', size: 5 * MB }, { types: FILE_TYPES, sizeMb: 5, limit: 5 }, 4)).toBeUndefined();
  });

  it('refuses other formats, naming the allowed ones', () => {
    expect(checkUpload({ name: 'a.gif', size: 1 }, images, 0)).toEqual({ reason: 'format', params: { types: 'png/jpg/jpeg' } });
    expect(checkUpload({ name: 'noext', size: 1 }, images, 0)?.reason).toBe('format');
  });

  it('refuses files over the size, naming the MB limit', () => {
    expect(checkUpload({ name: 'a.jpg', size: 5 * MB + 1 }, images, 0)).toEqual({ reason: 'size', params: { size: 5 } });
  });

  it('refuses more files than the limit', () => {
    expect(checkUpload({ name: 'a.jpg', size: 1 }, images, 5)).toEqual({ reason: 'limit', params: { limit: 5 } });
  });

  it('reads a field value as its stored names', () => {
    expect(splitNames('/files/a.png,/files/b.png')).toEqual(['/files/a.png', '/files/b.png']);
    expect(splitNames('')).toEqual([]);
    expect(splitNames(undefined)).toEqual([]);
  });
});
