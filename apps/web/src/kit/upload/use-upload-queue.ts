import { useCallback, useState } from 'react';
import { errorMessage, notify } from '../../api/notify';
import { type UploadRules, uploadProblem } from './upload-file';

/** A file on its way up: its name and progress, for a placeholder where it will show. */
export interface PendingUpload {
  uid: string;
  name: string;
  percent: number;
}

let next = 0;

/**
 * Several files uploaded one after another, each checked first against the rules (the spec's
 * messages), each with its progress. `send` makes the call; `onDone` gets each answer as it
 * comes, so the screen can show it at once. A refused or failed file is reported and skipped.
 */
export function useUploadQueue<Answer>(
  rules: UploadRules,
  send: (file: File, onProgress: (percent: number) => void) => Promise<Answer>,
  onDone: (answer: Answer) => void,
) {
  const [pending, setPending] = useState<PendingUpload[]>([]);

  const start = useCallback(
    async (files: readonly File[]) => {
      const accepted: { uid: string; file: File }[] = [];
      for (const file of files) {
        const problem = uploadProblem(file, rules);
        if (problem) notify.error(`${file.name}: ${problem}`);
        else accepted.push({ uid: `upload-${++next}`, file });
      }
      setPending((current) => [
        ...current,
        ...accepted.map(({ uid, file }) => ({ uid, name: file.name, percent: 0 })),
      ]);
      for (const { uid, file } of accepted) {
        const progress = (percent: number) =>
          setPending((current) => current.map((item) => (item.uid === uid ? { ...item, percent } : item)));
        try {
          onDone(await send(file, progress));
        } catch (error) {
          notify.error(`${file.name}: ${errorMessage(error)}`);
        } finally {
          setPending((current) => current.filter((item) => item.uid !== uid));
        }
      }
    },
    [rules, send, onDone],
  );

  return { pending, start, busy: pending.length > 0 };
}
