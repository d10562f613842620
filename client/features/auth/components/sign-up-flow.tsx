import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { PreRegisterInput } from "#shared/auth";
import { SignUpCodeStep } from "./sign-up-code-step";
import { EMPTY_SIGN_UP, SignUpForm, type SignUpValues } from "./sign-up-form";

interface SentCode {
  /** The checked form data the code was sent for; registration repeats it with the code. */
  account: PreRegisterInput;
  /** The server's message (docs/product/data.md#states-and-transitions: the code step shows it). */
  message: string;
  /** Seconds until a new code may be asked for (less than 300 when an earlier code is still pending). */
  cooldown: number;
}

/** Sign-up: the form, then the code step; Back returns to the filled-in form with the code cleared. */
export function SignUpFlow() {
  const [params] = useSearchParams();
  // A workspace invitation's "Create an account" fills in the invited address: `?email=`.
  const [values, setValues] = useState<SignUpValues>(() => ({ ...EMPTY_SIGN_UP, email: params.get("email") ?? "" }));
  const [sent, setSent] = useState<SentCode | null>(null);

  if (sent) {
    return (
      <SignUpCodeStep
        account={sent.account}
        message={sent.message}
        initialCooldown={sent.cooldown}
        onBack={() => setSent(null)}
      />
    );
  }
  return (
    <SignUpForm
      values={values}
      onChange={setValues}
      onCodeSent={(account, message, cooldown) => setSent({ account, message, cooldown })}
    />
  );
}
