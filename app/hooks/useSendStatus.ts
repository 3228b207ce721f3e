import { useCallback, useEffect, useRef, useState } from "react";
import { dismissToast, toast, type ToastInput } from "~/lib/toast";

/** SPEC.md section 4: idle -> sending -> success (for a while) or back to idle. */
export type SendStatus = "idle" | "sending" | "success";

/** How long the success view stays before the form returns by itself (SPEC.md section 9). */
export const SUCCESS_VIEW_MS = 3000;

export type SendResult = { ok: true } | { ok: false; error: unknown };

/**
 * Runs one send at a time and tracks its status. Success lasts `successMs`, then the status
 * returns to idle; `reset` returns at once ('Send Another Message'). `failed` tells that the last
 * send failed, until the next one starts. `announce` shows a send's outcome as a toast.
 */
export function useSendStatus(successMs = SUCCESS_VIEW_MS) {
  const [status, setStatus] = useState<SendStatus>("idle");
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setStatus("idle");
  }, []);

  const run = useCallback(
    async (send: () => Promise<void>): Promise<SendResult> => {
      clearTimeout(timer.current);
      setStatus("sending");
      setFailed(false);
      try {
        await send();
      } catch (error) {
        setStatus("idle");
        setFailed(true);
        return { ok: false, error };
      }
      setStatus("success");
      timer.current = setTimeout(() => setStatus("idle"), successMs);
      return { ok: true };
    },
    [successMs],
  );

  // A failure toast still up after a successful retry would contradict it: one outcome at a time.
  const outcomeToast = useRef<number>(undefined);
  const announce = useCallback((input: ToastInput) => {
    if (outcomeToast.current !== undefined) dismissToast(outcomeToast.current);
    outcomeToast.current = toast(input);
  }, []);

  return { status, failed, run, reset, announce };
}
