import { useState } from "react";

/** A code being typed and what is wrong with it; typing again clears the complaint. */
export function useCodeEntry() {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string>();
  const onChange = (value: string) => {
    setCode(value);
    if (problem) setProblem(undefined);
  };
  return { code, setCode, problem, setProblem, field: { value: code, onChange, error: problem } };
}
