import { useState } from "react";

/**
 * A settings form's fields as typed (strings, so a half-typed number stays
 * as it is until the schema checks it), what the last check found, whether
 * the last save went through, and the form refilled from what the server saved.
 */
export function useSettingsDraft<S, K extends string>(settings: S, draftOf: (settings: S) => Record<K, string>) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [saved, setSaved] = useState(false);
  const [problems, setProblems] = useState<readonly string[]>([]);
  return {
    draft,
    saved,
    problems,
    setProblems,
    field: (key: K) => ({
      name: key,
      value: draft[key],
      autoComplete: "off",
      onChange: (event: { target: { value: string } }) => {
        setSaved(false);
        setDraft((current) => ({ ...current, [key]: event.target.value }));
      },
    }),
    savedAs: (result: S) => {
      setDraft(draftOf(result));
      setSaved(true);
    },
  };
}
