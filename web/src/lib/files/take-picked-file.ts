/**
 * The file just chosen in a file input, and the input emptied so that choosing the same file again
 * (after fixing it, or to start over) fires another change.
 */
export function takePickedFile(input: HTMLInputElement): File | undefined {
  const picked = input.files?.[0];
  input.value = '';
  return picked;
}
