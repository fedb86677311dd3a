import { useId, useRef } from 'react';

interface ChooseImagesProps {
  disabled: boolean;
  onChoose: (files: File[]) => void;
}

/** 'Choose images': a button-like label over the file input (camera or gallery on a phone, several). */
export function ChooseImages({ disabled, onChoose }: ChooseImagesProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={inputId}
        className="upload__input"
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onChoose(files);
        }}
      />
      <label className="button upload__choose" htmlFor={inputId} aria-disabled={disabled}>
        Choose images
      </label>
    </>
  );
}
