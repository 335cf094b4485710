import { FileInput, type FileInputProps } from '@blueprintjs/core';

/**
 * Blueprint's file input that hands over the one file chosen and empties itself, so choosing the
 * same file again (after a refusal, or once it is fixed) sends it again.
 */
export function FilePick({ onFile, ...props }: Omit<FileInputProps, 'onInputChange'> & { onFile(file: File): void }) {
  return (
    <FileInput
      {...props}
      onInputChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
