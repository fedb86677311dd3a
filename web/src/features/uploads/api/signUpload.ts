import { useMutation } from '@tanstack/react-query';
import type { SignUploadInput } from '@domain/api/signUpload';
import { call } from '../../../lib/callables';

/** Asks the server to sign one upload (or to say the same content is already in the folder). */
export function signUpload(input: SignUploadInput) {
  return call('signUpload', input);
}

export function useSignUpload() {
  return useMutation({ mutationFn: signUpload });
}
