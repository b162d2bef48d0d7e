import { describe, expect, it } from 'vitest';
import { takePickedFile } from './take-picked-file';

function inputWith(files: File[]): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'file';
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  return input;
}

describe('takePickedFile', () => {
  it('gives the first chosen file and empties the input', () => {
    const file = new File(['a'], 'a.csv', { type: 'text/csv' });
    const input = inputWith([file, new File(['b'], 'b.csv')]);
    expect(takePickedFile(input)).toBe(file);
    expect(input.value).toBe('');
  });

  it('gives nothing when the choice was cancelled', () => {
    expect(takePickedFile(inputWith([]))).toBeUndefined();
  });
});
