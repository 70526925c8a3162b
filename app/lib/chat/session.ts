/** The chat session id kept in the browser (spec §3): `${widgetName}/sessionId` in localStorage. */
export function sessionKey(widgetName: string): string {
  return `${widgetName}/sessionId`;
}

export function newSessionId(): string {
  return crypto.randomUUID();
}

/** Reads storage safely: private modes and blocked storage must not break the chat. */
export function readSessionId(
  storage: Pick<Storage, 'getItem'> | undefined,
  widgetName: string,
): string | null {
  try {
    return storage?.getItem(sessionKey(widgetName)) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionId(
  storage: Pick<Storage, 'setItem'> | undefined,
  widgetName: string,
  id: string,
): void {
  try {
    storage?.setItem(sessionKey(widgetName), id);
  } catch {
    // The chat still works for this page view.
  }
}
